// Checks a report's body (POST/PUT /api/v2/report-analysis) and a figures period: a bad value is a
// 400 naming its field, in the caller's language, before anything is written.
import type { Locale } from '../../../../src/schema';
import { utf8Length } from '../../../../src/schema/bytes';
import { AUDIENCES, CHART_TYPES, REPORT_CAPS, REPORT_KIND_NAMES, type ReportInput } from '../../../../src/resources/system/reportAnalysis/model/wire';
import { ApiError } from '../../../http/errors';
import { one, positiveId } from '../../../http/params';
import { businessToday } from '../../../time/businessDay';
import type { Period } from './figures';
import { reportText } from './messages';

export type { ReportInput };

const bad = (field: string, message: string) => new ApiError(400, message, [{ field, message }]);

function text(locale: Locale, body: Record<string, unknown>, field: string, max: number, required: boolean): string | null {
  const value = body[field];
  if (value !== undefined && value !== null && typeof value !== 'string') throw bad(field, reportText(locale, 'notText', { field }));
  const t = typeof value === 'string' ? value.trim() : '';
  if (!t) {
    if (required) throw bad(field, reportText(locale, 'required', { field }));
    return null;
  }
  if (utf8Length(t) > max || t.includes('\u0000')) throw bad(field, reportText(locale, 'tooLong', { field, max }));
  return t;
}

function choice<T extends string>(locale: Locale, body: Record<string, unknown>, field: string, options: readonly T[], fallback?: T): T {
  const value = body[field] ?? fallback;
  if (value === undefined || value === '') throw bad(field, reportText(locale, 'required', { field }));
  if (!options.includes(value as T)) throw bad(field, reportText(locale, 'oneOf', { field, options: options.join(', ') }));
  return value as T;
}

/** The whole report: a PUT sends every field, as the screen's form does. */
export function parseReport(locale: Locale, raw: unknown): ReportInput {
  const body = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const code = text(locale, body, 'code', REPORT_CAPS.code, true)!;
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(code)) throw bad('code', reportText(locale, 'codeForm'));
  const name_en = text(locale, body, 'name_en', REPORT_CAPS.name, true)!;
  const name_zh = text(locale, body, 'name_zh', REPORT_CAPS.name, true)!;
  const kind = choice(locale, body, 'kind', REPORT_KIND_NAMES);
  const chart = choice(locale, body, 'chart', CHART_TYPES);
  const description = text(locale, body, 'description', REPORT_CAPS.description, false);
  const enabled = body.enabled ?? true;
  if (typeof enabled !== 'boolean') throw bad('enabled', reportText(locale, 'notBoolean', { field: 'enabled' }));
  const audience = choice(locale, body, 'audience', AUDIENCES, 'all');
  const sort = body.sort_order ?? 0;
  if (typeof sort !== 'number' || !Number.isInteger(sort) || sort < 0 || sort > 9999) throw bad('sort_order', reportText(locale, 'sortOrder'));
  const ids = body.user_ids ?? [];
  if (!Array.isArray(ids) || ids.length > 1000 || !ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2 ** 53 - 1)) {
    throw bad('user_ids', reportText(locale, 'userIds'));
  }
  return { code: code.toUpperCase(), name_en, name_zh, kind, chart, description, enabled, audience, sort_order: sort, user_ids: [...new Set(ids as number[])] };
}

export function parseId(locale: Locale, raw: string): number {
  const id = positiveId(raw);
  if (id === undefined) throw bad('id', reportText(locale, 'notFound', { id: raw.slice(0, 20) }));
  return id;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;

/** `from`/`to` months; by default the twelve months ending with the business day's month. */
export function parsePeriod(locale: Locale, query: Record<string, unknown>): Period {
  const read = (field: 'from' | 'to') => {
    const v = one(query[field])?.trim();
    if (!v) return undefined;
    if (!MONTH.test(v) || Number(v.slice(0, 4)) < 1900) throw bad(field, reportText(locale, 'month', { field }));
    return v;
  };
  const to = read('to') ?? businessToday().slice(0, 7);
  const back = monthIndex(to) - 11;
  const from = read('from') ?? `${Math.floor(back / 12)}-${String((back % 12) + 1).padStart(2, '0')}`;
  const span = monthIndex(to) - monthIndex(from);
  if (span < 0 || span > 35) throw bad('from', reportText(locale, 'period'));
  return { from, to };
}
