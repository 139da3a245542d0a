// What a fetch reads: the X12 file sent (multipart "file", or JSON "x12"), or, with neither, every
// document of its kind waiting in the EDI inbox. Each received document is then recorded by the
// caller in one transaction; inbox documents are marked fetched in it, so a refusal leaves them waiting.
// An inbox document that is not readable X12 is set aside (fetched, with its problem) and counted: a
// partner's one bad file must not stop every fetch after it. A file sent by the caller is refused (400).
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { ediRecordText } from './messages';
import { X12Problem } from './x12Envelope';

export interface Source {
  name: string;
  body: string;
  inboxId?: number;
}

/** The sent file, or null when the caller asks for the inbox. */
export function sentFile(req: FastifyRequest): Source | null {
  if (req.upload?.data.length) return { name: req.upload.filename || 'upload.x12', body: req.upload.data.toString('utf8') };
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  if (typeof body.x12 === 'string' && body.x12.trim()) return { name: typeof body.file_name === 'string' ? body.file_name.slice(0, 100) : 'x12', body: body.x12 };
  return null;
}

export async function inboxDocuments(trx: Transaction<DB>, docType: string): Promise<Source[]> {
  const rows = await sql<{ id: number; file_name: string; body: string }>`select id::int as id, file_name, body from edi_inbox
    where doc_type = ${docType} and fetched_at is null order by id limit 200 for update skip locked`.execute(trx);
  return rows.rows.map((r) => ({ name: r.file_name, body: r.body, inboxId: r.id }));
}

export async function markFetched(trx: Transaction<DB>, sources: Source[], by: string) {
  const ids = sources.flatMap((s) => (s.inboxId ? [s.inboxId] : []));
  if (ids.length) await sql`update edi_inbox set fetched_at = now(), fetched_by = ${by} where id in (${sql.join(ids)})`.execute(trx);
}

/**
 * Parses one document. A sent file's problem is a 400 naming the file, the segment and the line; an
 * inbox document's is returned (`problem`) for the caller to set it aside.
 */
export function parsed<T>(req: FastifyRequest, set: string, source: Source, parse: (text: string) => T[]): { docs: T[]; problem?: string } {
  try {
    return { docs: parse(source.body) };
  } catch (err) {
    if (!(err instanceof X12Problem)) throw err;
    const msg = ediRecordText(req.locale, 'badX12', { set, detail: `${source.name}: ${err.message}` });
    if (source.inboxId) return { docs: [], problem: msg };
    throw new ApiError(400, msg, [{ field: 'file', message: msg, ...(err.line ? { row: err.line } : {}) }]);
  }
}

/** An inbox document set aside: fetched (no longer waiting), with why it could not be read. */
export async function setAside(trx: Transaction<DB>, source: Source, problem: string, by: string) {
  await sql`update edi_inbox set fetched_at = now(), fetched_by = ${by}, problem = ${problem} where id = ${source.inboxId!}`.execute(trx);
}

/** A document recorded before: a file's is refused (409); an inbox one is set aside and counted. */
export function alreadyRecorded(req: FastifyRequest, source: Source, found: { set: string; no: string; sender: string }, exists: boolean): boolean {
  if (!exists) return false;
  if (!source.inboxId) {
    const msg = ediRecordText(req.locale, 'duplicate', found);
    throw new ApiError(409, msg, [{ field: 'file', message: msg }]);
  }
  return true;
}

/** Two fetches of one document at once: the second's insert meets the first's key, a 409, not a 500. */
export async function oneWinner<T>(req: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw new ApiError(409, ediRecordText(req.locale, 'raced'));
    throw err;
  }
}

/** Keys seen earlier in the same fetch count as recorded too. */
export function seenBefore(seen: Set<string>, key: string): boolean {
  if (seen.has(key)) return true;
  seen.add(key);
  return false;
}
