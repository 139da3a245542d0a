// One record saved the way the generic routes save it (the declaration's schema, versions, an
// event), for calls that save records their own way: a body without `id` is created, one with `id`
// and `version` updates that record. `forced` values replace what the body says; those naming
// read-only fields (server-set, which the schema drops from any body) are written as given.
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { validateRecord, type ResourceDeclaration } from '../../../src/schema';
import { localeOf } from '../../auth/guard';
import { recordEvent } from '../../crud/events';
import { getRecord, insertRecord, updateRecord } from '../../crud/repository';
import type { DB, ResourceRow } from '../../db/types';
import { guardOf } from '../../fields/guard';
import { ApiError } from '../../http/errors';
import { t } from '../../http/messages';
import { bodyVersion } from '../../http/params';
import { fieldError, notFound, recordWord } from './request';

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

export async function saveRecord(
  trx: Transaction<DB>,
  req: FastifyRequest,
  decl: ResourceDeclaration,
  body: Record<string, unknown>,
  forced: Record<string, unknown> = {},
): Promise<{ row: ResourceRow; created: boolean }> {
  const locale = localeOf(req);
  const user = req.user!;
  const isUpdate = present(body.id);
  // Field rights apply to what the caller sends; forced values are the call's own.
  guardOf(decl, req).refuseWrite(body, !isUpdate);
  // Forced values pass the schema too: they are written like any other.
  const checked = await validateRecord(decl, { ...body, ...forced }, { locale, partial: isUpdate });
  if (!checked.ok) throw new ApiError(400, checked.errors.length === 1 ? checked.errors[0].message : t(locale, 'invalid'), checked.errors);
  const values = checked.value;
  for (const [name, value] of Object.entries(forced)) if (decl.fields[name]?.readOnly) values[name] = value;
  if (!isUpdate) {
    const row = await insertRecord(trx, decl, values, user.name);
    await recordEvent(trx, { user, resource: decl.name, recordId: Number(row.id), action: 'create', after: row });
    return { row, created: true };
  }
  const id = Number(body.id);
  if (!Number.isSafeInteger(id) || id < 1) throw fieldError('id', t(locale, 'notFound', { what: decl.recordLabel.en, id: String(body.id) }));
  const version = bodyVersion(locale, body.version);
  if (version === undefined) throw fieldError('version', t(locale, 'versionMissing'));
  const before = await getRecord(trx, decl, id);
  if (!before) throw notFound(req, decl, id);
  const row = await updateRecord(trx, decl, id, version, values, user.name);
  if (!row) throw new ApiError(409, t(locale, 'stale', { what: recordWord(decl, req) }));
  await recordEvent(trx, { user, resource: decl.name, recordId: id, action: 'update', before, after: row });
  return { row, created: false };
}
