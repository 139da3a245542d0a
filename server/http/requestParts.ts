// Small readers of the request shared by the administration routes: ids, bodies, list windows.
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../src/schema';
import { ApiError } from './errors';
import { t } from './messages';
import { one, positiveId, queryPaging, queryText } from './params';

export const bad = (message: string, field: string) => new ApiError(400, message, [{ field, message }]);

export function idParam(req: FastifyRequest): number {
  const id = positiveId((req.params as { id?: string }).id ?? '');
  if (id === undefined) {
    throw bad(t(req.locale, 'badParam', { param: 'id', why: 'must be a positive whole number' }), 'id');
  }
  return id;
}

/** The body as an object; `__proto__` and `constructor` keys are dropped, never merged. */
export function bodyOf(req: FastifyRequest): Record<string, unknown> {
  const raw = req.body;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const out: Record<string, unknown> = Object.create(null);
  for (const [k, v] of Object.entries(raw)) if (k !== '__proto__' && k !== 'constructor' && k !== 'prototype') out[k] = v;
  return out;
}

/** A list of strings from JSON (`["a","b"]`) or a multipart field (`a,b`); undefined if absent. */
export function stringList(value: unknown): string[] | undefined | null {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.every((v) => typeof v === 'string' || typeof v === 'number') ? value.map((v) => String(v).trim()).filter(Boolean) : null;
  if (typeof value === 'string') return value.split(',').map((v) => v.trim()).filter(Boolean);
  return null;
}

export interface ListWindow {
  page: number;
  size: number;
  keyword?: string;
  sort: string;
  order: 'asc' | 'desc';
}

export function listWindow(query: unknown, locale: Locale, sortable: string[], defaultSort: string): ListWindow {
  const q = (query ?? {}) as Record<string, unknown>;
  const badParam = (param: string, why: string) => bad(t(locale, 'badParam', { param, why }), param);
  const { page, size } = queryPaging(locale, q);
  const sort = one(q.sort) ?? defaultSort;
  if (!sortable.includes(sort)) throw badParam('sort', `must be one of ${sortable.join(', ')}`);
  const order = (one(q.order) ?? 'asc').toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw badParam('order', 'must be asc or desc');
  const keyword = queryText(locale, 'keyword', q.keyword);
  return { page, size, sort, order, keyword: keyword ? keyword.slice(0, 200) : undefined };
}

/** `%` and `_` in a keyword are literal characters, not wildcards. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
