// The common lookups answer short choice lists: `[{ value, label, ... }]`, filtered by `keyword`
// (contains, case-insensitive, on value and label) and cut at `limit` (default 50, at most 500).
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../../src/schema';
import { fieldError } from '../../../records/request';
import { mt } from '../../../records/messages';
import { queryText, wholeNumber } from '../../../http/params';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 500;

export interface Option {
  value: string | number;
  label: string;
  [extra: string]: unknown;
}

export interface LookupQuery {
  keyword?: string;
  limit: number;
  locale: Locale;
}

const one = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);

export function lookupQuery(req: FastifyRequest): LookupQuery {
  const query = req.query as Record<string, unknown>;
  const locale = req.locale;
  const rawLimit = one(query.limit);
  const limit = rawLimit === undefined || rawLimit === '' ? DEFAULT_LIMIT : wholeNumber(String(rawLimit), 1, MAX_LIMIT);
  if (limit === undefined) throw fieldError('limit', mt(locale, 'limitParam', { max: MAX_LIMIT }));
  const keyword = queryText(locale, 'keyword', query.keyword);
  return { keyword, limit, locale };
}

/** A string query parameter, or undefined when absent or empty. */
export const textParam = (req: FastifyRequest, name: string): string | undefined => {
  const v = one((req.query as Record<string, unknown>)[name]);
  return v === undefined || v === null || String(v).trim() === '' ? undefined : String(v).trim();
};

/** Filters and cuts a list held in memory (constants, declared enums). */
export function pick(options: Option[], q: LookupQuery): Option[] {
  const needle = q.keyword?.toLowerCase();
  const hits = needle ? options.filter((o) => String(o.value).toLowerCase().includes(needle) || o.label.toLowerCase().includes(needle)) : options;
  return hits.slice(0, q.limit);
}

export { escapeLike } from '../../../records/repository';
