// One record saved the way the generic routes save it (the declaration's schema, then the record
// service: versions, an event), for calls that save records their own way: a body without `id` is created, one with `id`
// and `version` updates that record. `forced` values replace what the body says; those naming
// read-only fields (server-set, which the schema drops from any body) are written as given.
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { validateRecord, valueText, type ResourceDeclaration } from '../../src/schema';
import type { DB, ResourceRow } from '../db/types';
import { guardOf } from '../fields/guard';
import { ApiError } from '../http/errors';
import { t } from '../http/messages';
import { bodyVersion } from '../http/params';
import { withDefaults } from './defaults';
import { records } from './recordService';
import { fieldError } from './request';

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

export async function saveRecord(
  trx: Transaction<DB>,
  req: FastifyRequest,
  decl: ResourceDeclaration,
  body: Record<string, unknown>,
  forced: Record<string, unknown> = {},
): Promise<{ row: ResourceRow; created: boolean }> {
  const locale = req.locale;
  const isUpdate = present(body.id);
  // Field rights apply to what the caller sends; forced values are the call's own.
  guardOf(decl, req).refuseWrite(body, !isUpdate);
  // Forced values pass the schema too: they are written like any other.
  const given = { ...body, ...forced };
  const checked = await validateRecord(decl, isUpdate ? given : withDefaults(decl.fields, given), { locale, partial: isUpdate });
  if (!checked.ok) throw new ApiError(400, checked.errors.length === 1 ? checked.errors[0].message : t(locale, 'invalid'), checked.errors);
  const values = checked.value;
  for (const [name, value] of Object.entries(forced)) if (decl.fields[name]?.readOnly) values[name] = value;
  if (!isUpdate) return { row: await records(req, decl, trx).create(values), created: true };
  // Only a number or its text is an id (an object's own valueOf/toString are never called).
  const id = typeof body.id === 'number' || typeof body.id === 'string' ? Number(body.id) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw fieldError('id', t(locale, 'notFound', { what: decl.recordLabel.en, id: valueText(body.id) }));
  const version = bodyVersion(locale, body.version);
  if (version === undefined) throw fieldError('version', t(locale, 'versionMissing'));
  return { row: await records(req, decl, trx).update(id, values, { version }), created: false };
}
