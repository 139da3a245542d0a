// Small readers of the request shared by the administration routes: ids, bodies, list windows.
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../src/schema';
import { localeOf } from '../auth/guard';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../crud/listParams';
import { ApiError } from '../http/errors';
import { t } from '../http/messages';

export const bad = (message: string, field: string) => new ApiError(400, message, [{ field, message }]);

export function idParam(req: FastifyRequest): number {
  const raw = (req.params as { id?: string }).id ?? '';
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) {
    throw bad(t(localeOf(req), 'badParam', { param: 'id', why: 'must be a positive whole number' }), 'id');
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

const one = (v: unknown): string | undefined => (Array.isArray(v) ? one(v[v.length - 1]) : v === undefined || v === null ? undefined : String(v));

export function listWindow(query: unknown, locale: Locale, sortable: string[], defaultSort: string): ListWindow {
  const q = (query ?? {}) as Record<string, unknown>;
  const badParam = (param: string, why: string) => bad(t(locale, 'badParam', { param, why }), param);
  const page = one(q.page) ? Number(one(q.page)) : 1;
  if (!Number.isInteger(page) || page < 1) throw badParam('page', 'must be a whole number from 1');
  const size = one(q.size) ? Number(one(q.size)) : DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw badParam('size', `must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  const sort = one(q.sort) ?? defaultSort;
  if (!sortable.includes(sort)) throw badParam('sort', `must be one of ${sortable.join(', ')}`);
  const order = (one(q.order) ?? 'asc').toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw badParam('order', 'must be asc or desc');
  const keyword = one(q.keyword)?.trim();
  return { page, size, sort, order, keyword: keyword ? keyword.slice(0, 200) : undefined };
}

/** `%` and `_` in a keyword are literal characters, not wildcards. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
