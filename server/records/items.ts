// The list of a bulk call's body: `{ items: [...] }` or a bare array, bounded.
import type { FastifyRequest } from 'fastify';
import { mt } from './messages';
import { fieldError, jsonBody } from './request';

export const MAX_BULK_ITEMS = 500;

/** The body's `items` (or a bare array), checked to be a bounded list of objects. */
export function itemsOf(req: FastifyRequest): Record<string, unknown>[] {
  const locale = req.locale;
  const items = Array.isArray(req.body) ? req.body : jsonBody(req).items;
  if (!Array.isArray(items) || items.length === 0 || items.some((i) => !i || typeof i !== 'object' || Array.isArray(i))) {
    throw fieldError('items', mt(locale, 'itemsMissing', { field: 'items' }));
  }
  if (items.length > MAX_BULK_ITEMS) throw fieldError('items', mt(locale, 'tooManyItems', { field: 'items', max: MAX_BULK_ITEMS }));
  return items as Record<string, unknown>[];
}

