// Quality certificates' documents and voiding (rule of /shipment/ship/qualityCertificate):
//   POST   /api/v2/quality-assurance/file/{id}       multipart, field "file": a PDF, PNG or JPEG (checked by
//          its first bytes, not only its name), at most the field's cap; stored in the database, replacing
//          the certificate's previous document → the certificate;
//   GET    /api/v2/quality-assurance/file/download?id=  the stored bytes, as uploaded;
//   DELETE /api/v2/quality-assurance/status  { ids } (or ?ids=1,2): voids certificates, all in one
//          transaction (already void ones are skipped) → { voided, skipped }.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { QA_BASE } from '../../../../src/contract/warehouse';
import type { FileField } from '../../../../src/schema';
import { recordEvent } from '../../../records/events';
import { getRecord, lockRecords, updateRecord } from '../../../records/repository';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { sendFile } from '../../../fileReply';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { access } from '../../../http/routeAccess';
import { records, staleError } from '../../../records/recordService';
import { declAccess, fieldError, jsonBody, notFound, pathId } from '../../../records/request';
import { qaText } from './messages';

const SIGNATURES: { type: string; magic: number[] }[] = [
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];

/** The document's real type from its first bytes, whatever its name or the browser says. */
const sniff = (data: Buffer) => SIGNATURES.find((s) => s.magic.every((b, i) => data[i] === b))?.type;

function idsOf(req: FastifyRequest): number[] {
  const raw = (req.query as Record<string, unknown>).ids ?? (req.body ? jsonBody(req).ids : undefined);
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const ids = list.map((v) => Number(String(v).trim()));
  if (!ids.length || ids.some((id) => !Number.isSafeInteger(id) || id < 1) || ids.length > 500) throw fieldError('ids', qaText(req.locale, 'idsMissing'));
  return [...new Set(ids)];
}

export function registerQualityFileRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('quality_assurance');
  const cap = (decl.fields.document as FileField).maxBytes;

  app.post(`${QA_BASE}/file/:id`, takesFile(declAccess(decl, 'write')), async (req) => {
    const locale = req.locale;
    const id = pathId(req, 'id');
    const file = req.upload;
    if (!file) throw fieldError('file', qaText(locale, 'fileMissing'));
    if (!file.data.length) throw fieldError('file', qaText(locale, 'empty'));
    if (file.data.length > cap) throw new ApiError(413, qaText(locale, 'tooBig', { max: cap / 1024 / 1024 }), [{ field: 'file', message: qaText(locale, 'tooBig', { max: cap / 1024 / 1024 }) }]);
    const type = sniff(file.data);
    if (!type) throw fieldError('file', qaText(locale, 'badType', { name: file.filename }));
    const user = req.user!;
    const row = await writeTransaction(ctx.db, async (trx) => {
      const [before] = await lockRecords(trx, decl, [id]);
      if (!before) throw notFound(req, decl, id);
      if (before.status === 'void') throw new ApiError(409, qaText(locale, 'isVoid', { no: String(before.cert_no) }));
      const key = randomUUID();
      await sql`delete from quality_assurance_file where quality_assurance_id = ${id}`.execute(trx);
      await sql`insert into quality_assurance_file (quality_assurance_id, file_key, name, type, size, data, created_by)
        values (${id}, ${key}, ${file.filename}, ${type}, ${file.data.length}, ${file.data}, ${user.name})`.execute(trx);
      const document = { name: file.filename, size: file.data.length, type, key };
      const after = await updateRecord(trx, decl, id, Number(before.version), { document }, user.name);
      if (!after) throw staleError(req, decl);
      await recordEvent(trx, { user, resource: decl.name, recordId: id, action: 'update', before, after, reason: 'document uploaded' });
      return after;
    });
    return ok(await records(req, decl, ctx.db).answer(row));
  });

  app.get(`${QA_BASE}/file/download`, access(declAccess(decl, 'read')), async (req, reply) => {
    const raw = String((req.query as Record<string, unknown>).id ?? '');
    const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined;
    if (id === undefined) throw fieldError('id', qaText(req.locale, 'idsMissing'));
    const cert = await getRecord(ctx.db, decl, id);
    if (!cert) throw notFound(req, decl, id);
    const stored = (await sql<{ name: string; type: string; data: Uint8Array }>`select name, type, data from quality_assurance_file where quality_assurance_id = ${id}`.execute(ctx.db)).rows[0];
    if (!stored) throw new ApiError(404, qaText(req.locale, 'noFile', { no: String(cert.cert_no) }));
    return sendFile(reply, { name: stored.name, type: stored.type, content: stored.data });
  });

  app.delete(`${QA_BASE}/status`, access(declAccess(decl, 'write')), async (req) => {
    const ids = idsOf(req);
    const user = req.user!;
    const result = await writeTransaction(ctx.db, async (trx) => {
      const rows = await lockRecords(trx, decl, ids);
      const missing = ids.find((id) => !rows.some((r) => Number(r.id) === id));
      if (missing !== undefined) throw notFound(req, decl, missing);
      const voided: number[] = [];
      for (const row of rows.filter((r) => r.status !== 'void')) {
        const after = await updateRecord(trx, decl, Number(row.id), Number(row.version), { status: 'void' }, user.name);
        if (!after) throw staleError(req, decl);
        await recordEvent(trx, { user, resource: decl.name, recordId: Number(row.id), action: 'update', before: row, after, reason: 'voided' });
        voided.push(Number(row.id));
      }
      return { voided, skipped: ids.filter((id) => !voided.includes(id)) };
    });
    return ok(result);
  });
}
