// Request helpers of the EDI calls: the selected ids, and an X12 file answer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../../../importExport/sendWorkbook';
import { fieldError, jsonBody } from '../../../records/request';
import { ediText } from './messages';

/** `ids` from a JSON body (`{ ids: [1, 2] }`) or the query (`?ids=1,2`): 1..500 positive whole numbers. */
export function idsOf(req: FastifyRequest): number[] {
  const fromQuery = (req.query as Record<string, unknown> | undefined)?.ids;
  const raw = fromQuery ?? (req.body ? jsonBody(req).ids : undefined);
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const ids = list.map((v) => (typeof v === 'number' || typeof v === 'string' ? String(v).trim() : '')).map((v) => (/^[1-9]\d{0,15}$/.test(v) ? Number(v) : NaN));
  if (!ids.length || ids.length > 500 || ids.some((id) => !Number.isSafeInteger(id))) throw fieldError('ids', ediText(req.locale, 'idsMissing'));
  return [...new Set(ids)];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An X12 interchange as a download: `<name>_YYYY_MM_DD.x12`. */
export function sendX12(reply: FastifyReply, name: string, body: string, now = new Date()) {
  const file = `${name}_${now.getFullYear()}_${pad(now.getMonth() + 1)}_${pad(now.getDate())}.x12`;
  return reply.header('content-type', 'application/edi-x12; charset=utf-8').header('content-disposition', attachmentDisposition(file)).send(body);
}
