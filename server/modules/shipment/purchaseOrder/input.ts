// Reading the hand-written calls' bodies: each bad value is a 400 naming its field.
import type { FastifyRequest } from 'fastify';
import { fieldError, idValue, jsonBody } from '../../../records/request';
import { mt } from '../../../records/messages';
import { poText } from './messages';
import type { OrderKind, ShiftRequest } from './quantity';

const MAX_QTY = 1_000_000_000n;

export function bodyIdOf(req: FastifyRequest, body: Record<string, unknown>, field: string): number {
  const id = idValue(body[field]);
  if (id === undefined) throw fieldError(field, mt(req.locale, 'badId', { param: field }));
  return id;
}

/** A whole quantity from 1 (a number or digits; never a fraction or a float beyond exactness). */
export function bodyQty(req: FastifyRequest, raw: unknown): bigint {
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,10}$/.test(text) || BigInt(text) < 1n || BigInt(text) > MAX_QTY) throw fieldError('qty', poText(req.locale, 'qtyInteger'));
  return BigInt(text);
}

const kindOf = (req: FastifyRequest, raw: unknown, field: string): OrderKind => {
  if (raw === 'po' || raw === 'pre_po') return raw;
  throw fieldError(field, `${field} ${poText(req.locale, 'shiftType')}`);
};

/** `{ from_type, from_id, to_type, to_id, qty, remark? }` */
export function shiftBody(req: FastifyRequest): ShiftRequest {
  const body = jsonBody(req);
  const from = { kind: kindOf(req, body.from_type, 'from_type'), id: bodyIdOf(req, body, 'from_id') };
  const to = { kind: kindOf(req, body.to_type, 'to_type'), id: bodyIdOf(req, body, 'to_id') };
  if (from.kind === to.kind && from.id === to.id) throw fieldError('to_id', poText(req.locale, 'shiftSame'));
  const qty = bodyQty(req, body.qty);
  const remark = typeof body.remark === 'string' && body.remark.trim() ? body.remark.trim().slice(0, 500) : null;
  return { from, to, qty, remark };
}
