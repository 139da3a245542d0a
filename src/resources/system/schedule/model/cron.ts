// A five-field cron expression (minute hour day-of-month month day-of-week), checked field by field:
// each a `*`, a value or a range, optionally stepped, comma-separated. The runner parses the same text
// with cron-parser; tests/server/modules/system/schedule holds them to agreeing.
const item = (v: string) => `(?:\\*|${v}(?:-${v})?)(?:/[1-9][0-9]?)?`;
const list = (v: string) => `${item(v)}(?:,${item(v)})*`;

const MINUTE = '[0-5]?[0-9]';
const HOUR = '(?:[01]?[0-9]|2[0-3])';
const DAY = '(?:0?[1-9]|[12][0-9]|3[01])';
const MONTH = '(?:0?[1-9]|1[0-2])';
const WEEKDAY = '[0-7]';

export const CRON_PATTERN = `^${[MINUTE, HOUR, DAY, MONTH, WEEKDAY].map(list).join(' ')}$`;
