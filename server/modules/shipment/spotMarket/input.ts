// Checked pieces of the spot-market request bodies (each refusal a 400 naming its field or row).
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../../records/request';
import { spotText } from './messages';

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isDate = (v: unknown): v is string => typeof v === 'string' && ISO_DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
export const wholeQty = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && /^\d{1,12}$/.test(v.trim()))) && Number.isSafeInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 1e12;
export const price = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : '');
export const PRICE = /^\d{1,15}(\.\d{1,4})?$/;

export function versionOf(req: FastifyRequest, raw: unknown): number {
  const v = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(v) || v < 1) throw fieldError('version', spotText(req.locale, 'versionMissing'));
  return v;
}

export function rowsOf(req: FastifyRequest, raw: unknown): Record<string, unknown>[] {
  if (!Array.isArray(raw) || !raw.length || raw.length > 200 || raw.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) throw fieldError('items', spotText(req.locale, 'rows'));
  return raw as Record<string, unknown>[];
}

export function idOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^[1-9]\d{0,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
