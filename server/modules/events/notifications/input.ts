// Checks the message centre's inputs: paging, ids, and the title/content byte caps.
import type { FastifyRequest } from 'fastify';
import { utf8Length } from '../../../../src/schema/bytes';
import { ApiError } from '../../../http/errors';
import { notifyText } from './messages';

/** Byte caps (UTF-8) of a notification; the sending screen cuts input to the same caps. */
export const NOTIFICATION_CAPS = { title: 200, content: 2000 } as const;

export function parseId(req: FastifyRequest, raw: string): number {
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1) throw new ApiError(400, notifyText(req.locale, 'badId', { value: raw }));
  return Number(raw);
}

export function parsePaging(req: FastifyRequest): { page: number; size: number; keyword: string } {
  const q = (req.query ?? {}) as Record<string, string | undefined>;
  const num = (field: 'page' | 'size', fallback: number, max: number) => {
    const raw = q[field];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new ApiError(400, notifyText(req.locale, 'badPaging', { field }));
    return Math.min(Number(raw), max);
  };
  return { page: num('page', 1, 1_000_000), size: num('size', 20, 200), keyword: (q.keyword ?? '').trim() };
}

export function parseMessage(req: FastifyRequest): { title: string; content: string } {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const locale = req.locale;
  const out = { title: '', content: '' };
  for (const field of ['title', 'content'] as const) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'string') throw new ApiError(400, notifyText(locale, 'notText', { field }), [{ field, message: notifyText(locale, 'notText', { field }) }]);
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) throw new ApiError(400, notifyText(locale, 'required', { field }), [{ field, message: notifyText(locale, 'required', { field }) }]);
    if (utf8Length(text) > NOTIFICATION_CAPS[field]) {
      const message = notifyText(locale, 'tooLong', { field, max: NOTIFICATION_CAPS[field] });
      throw new ApiError(400, message, [{ field, message }]);
    }
    out[field] = text;
  }
  return out;
}
