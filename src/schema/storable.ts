// What PostgreSQL can store, checked before a value reaches it: the browser form, the server's
// validation and its query-string parsers share these, so a refusal is a message naming the field,
// never a database error.

/** Ids and bigint columns: whole numbers JavaScript holds exactly (well inside int8). */
export const MAX_WHOLE = Number.MAX_SAFE_INTEGER;
/** `numeric(NUMERIC_PRECISION, scale)`: money and decimal columns. */
export const NUMERIC_PRECISION = 20;
/** The version column is an int4. */
export const MAX_VERSION = 2_147_483_647;

/** Digits a numeric(20, scale) column holds before the decimal point. */
export const integerDigits = (scale: number) => NUMERIC_PRECISION - scale;

/** True when |value| fits before the point of a numeric(20, scale) column. */
export const fitsNumeric = (value: number, scale: number) => Number.isFinite(value) && Math.abs(value) < 10 ** integerDigits(scale);

/** PostgreSQL text and jsonb refuse the NUL character. */
export const holdsNul = (value: string) => value.includes('\u0000');

/** A UTF-16 surrogate without its partner: jsonb refuses its `\ud800` escape. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when every string (and key) inside a JSON value can be stored in a jsonb column. */
export function jsonStorable(value: unknown, depth = 0): boolean {
  if (depth > 100) return false;
  if (typeof value === 'string') return !holdsNul(value) && !LONE_SURROGATE.test(value);
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((v) => jsonStorable(v, depth + 1));
  if (value && typeof value === 'object') return Object.entries(value).every(([k, v]) => jsonStorable(k) && jsonStorable(v, depth + 1));
  return true;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A calendar day written YYYY-MM-DD, year 1 to 9999 (PostgreSQL refuses year 0). */
export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/** A Date PostgreSQL takes (year 1 to 9999 in UTC), as ISO 8601; undefined when invalid or out of range. */
export function storableInstant(d: Date): string | undefined {
  if (Number.isNaN(d.getTime())) return undefined;
  const iso = d.toISOString();
  return /^\d{4}-/.test(iso) && !iso.startsWith('0000') ? iso : undefined;
}

/** `Z`, `+08`, `+0800` or `+08:00` as JavaScript reads it (`Z` or `+08:00`); undefined beyond ±14:59. */
function zoneOf(zone: string | undefined): string | undefined {
  if (!zone || zone.toUpperCase() === 'Z') return 'Z';
  const [hours, minutes] = [zone.slice(1, 3), zone.replace(':', '').slice(3) || '00'];
  return Number(hours) > 14 || Number(minutes) > 59 ? undefined : `${zone[0]}${hours}:${minutes}`;
}

/**
 * An ISO 8601 date or date-time (`2024-05-01`, `2024-05-01T08:30`, `2024-05-01 08:30:00+08:00`) as
 * an instant in UTC; undefined for anything else, though JavaScript's Date would read "1" or "May 2024".
 * A date alone is midnight UTC; a time without a zone is local, as the browser's date-time input means it.
 */
export function parseIsoDateTime(value: string): string | undefined {
  const m = DATE_TIME.exec(value.trim());
  if (!m || !isIsoDate(`${m[1]}-${m[2]}-${m[3]}`)) return undefined;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  if (m[4] === undefined) return m[7] === undefined || zoneOf(m[7]) ? storableInstant(new Date(`${day}T00:00:00${zoneOf(m[7]) ?? 'Z'}`)) : undefined;
  if (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59) return undefined;
  const time = value.trim().slice(11).replace(/(Z|[+-]\d{2}(?::?\d{2})?)$/i, '');
  if (m[7] === undefined) return storableInstant(new Date(`${day}T${time}`));
  const zone = zoneOf(m[7]);
  return zone ? storableInstant(new Date(`${day}T${time}${zone}`)) : undefined;
}
