// Request parameters read one way by every route: ids and id lists, paging, dates and text. A bad
// value is a 400 naming the parameter, never a value PostgreSQL would refuse (a number beyond its
// columns, year 0, a NUL byte) nor one JavaScript would misread ("1e3" as a page, "1" as a date).
import { holdsNul, MAX_VERSION, MAX_WHOLE, parseIsoDateTime, type Locale } from '../../src/schema';
import { ApiError } from './errors';
import { t } from './messages';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;
/** Far beyond any list: keeps (page - 1) × size a safe integer and a bigint offset. */
export const MAX_PAGE = 1_000_000;
/** Ids in one `ids=` or `_in` list: one SQL parameter each. */
export const MAX_LIST_IDS = 1000;

/** The last of a repeated parameter, as text; undefined when absent. */
export function one(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return one(value[value.length - 1]);
  // A body's object never has its own toString called ({"toString": 1} would throw): it reads as what it is.
  return typeof value === 'object' ? Object.prototype.toString.call(value) : String(value);
}

/** 400 for a query parameter, worded as the server's other query refusals. */
export const queryError = (locale: Locale, param: string, why: string) =>
  new ApiError(400, t(locale, 'badParam', { param, why }), [{ field: param, message: why }]);

/** 400 for a body field or path parameter. */
export function fieldError(locale: Locale, field: string, why: string): ApiError {
  const message = t(locale, 'field', { field, why });
  return new ApiError(400, message, [{ field, message }]);
}

/** Digits only (a sign when `min` is negative), within [min, max]; undefined otherwise. */
export function wholeNumber(raw: string, min: number, max: number): number | undefined {
  const text = raw.trim();
  if (!(min < 0 ? /^-?\d{1,16}$/ : /^\d{1,16}$/).test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}

export const positiveId = (raw: string) => wholeNumber(raw, 1, MAX_WHOLE);

/** `1,2,3` as ids; undefined when any is not an id or there are more than `max`. */
export function idList(raw: string, max = MAX_LIST_IDS): number[] | undefined {
  const parts = raw.split(',');
  if (parts.length > max) return undefined;
  const ids = parts.map(positiveId);
  return ids.every((id) => id !== undefined) ? (ids as number[]) : undefined;
}

export function queryId(locale: Locale, param: string, raw: unknown): number | undefined {
  const text = one(raw);
  if (text === undefined || text === '') return undefined;
  const id = positiveId(text);
  if (id === undefined) throw queryError(locale, param, t(locale, 'positiveId'));
  return id;
}

export function queryIds(locale: Locale, param: string, raw: unknown): number[] | undefined {
  const text = one(raw);
  if (text === undefined || text === '') return undefined;
  const ids = idList(text);
  if (!ids) throw queryError(locale, param, t(locale, 'idList', { max: MAX_LIST_IDS }));
  return ids;
}

/** `page` (from 1) and `size` (from 1 to maxSize), defaults when absent. */
export function queryPaging(locale: Locale, query: Record<string, unknown>, maxSize = MAX_PAGE_SIZE, defaultSize = DEFAULT_PAGE_SIZE): { page: number; size: number } {
  const read = (param: 'page' | 'size', fallback: number, max: number) => {
    const text = one(query[param]);
    if (text === undefined || text === '') return fallback;
    const n = wholeNumber(text, 1, max);
    if (n === undefined) throw queryError(locale, param, t(locale, 'range', { min: 1, max }));
    return n;
  };
  return { page: read('page', 1, MAX_PAGE), size: read('size', defaultSize, maxSize) };
}

/** An ISO 8601 date or date-time PostgreSQL takes, as an ISO instant; undefined when absent. */
export function queryInstant(locale: Locale, param: string, raw: unknown): string | undefined {
  const text = one(raw);
  if (text === undefined || text === '') return undefined;
  const iso = parseIsoDateTime(text);
  if (!iso) throw queryError(locale, param, t(locale, 'instant'));
  return iso;
}

/** Trimmed text, undefined when absent or blank; a NUL byte is refused. */
export function queryText(locale: Locale, param: string, raw: unknown): string | undefined {
  const text = one(raw)?.trim();
  if (!text) return undefined;
  if (holdsNul(text)) throw queryError(locale, param, t(locale, 'nul'));
  return text;
}

/** A body's `version` (an int4 column): undefined when absent, else a whole number in range. */
export function bodyVersion(locale: Locale, raw: unknown): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? wholeNumber(raw, 0, MAX_VERSION) : undefined;
  if (n === undefined || !Number.isInteger(n) || n < 0 || n > MAX_VERSION) throw fieldError(locale, 'version', t(locale, 'version'));
  return n;
}

/**
 * A body value as text for a message or a text check: strings and finite numbers as they are,
 * anything else (an object, which may carry its own toString) as its JSON, cut to `max`.
 */
export function shownValue(raw: unknown, max = 40): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw === 'string') return raw.slice(0, max);
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  return (JSON.stringify(raw) ?? '').slice(0, max);
}
