// The generic REST routes of one declaration, following docs/api-contract.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { validateRecord, type ResourceDeclaration } from '../../src/schema';
import type { UserInfo } from '../auth/principal';
import { localeOf, requireAccess } from '../auth/guard';
import type { DB } from '../db/types';
import { ApiError, ok } from '../http/errors';
import { t } from '../http/messages';
import { takesForm } from '../http/multipartRoutes';
import { bodyVersion, positiveId } from '../http/params';
import { guardOf } from '../fields/guard';
import { writeTransaction } from '../db/retry';
import { wordDbError } from './dbErrors';
import { recordEvent } from './events';
import { attachReferenceTitles } from './referenceTitles';
import { parseListParams } from './listParams';
import { deleteRecord, getRecord, insertRecord, listRecords, updateRecord } from './repository';

export interface CrudContext {
  db: Kysely<DB>;
  authenticate: (req: FastifyRequest) => Promise<UserInfo>;
  /** Plural label of the resource owning a table (for "still used by ..." messages). */
  labelOfTable: (table: string, req: FastifyRequest) => string;
}

const recordWord = (decl: ResourceDeclaration, req: FastifyRequest) =>
  localeOf(req) === 'zh-CN' ? decl.recordLabel.zh : decl.recordLabel.en.toLowerCase();
const pluralWord = (decl: ResourceDeclaration, req: FastifyRequest) =>
  localeOf(req) === 'zh-CN' ? decl.label.zh : decl.label.en.toLowerCase();

function idParam(req: FastifyRequest, decl: ResourceDeclaration): number {
  const raw = (req.params as { id: string }).id;
  const id = positiveId(raw);
  // Not an id: no such record, as the contract answers for any id that names none.
  if (id === undefined) {
    throw new ApiError(404, t(localeOf(req), 'notFound', { what: decl.recordLabel[localeOf(req) === 'zh-CN' ? 'zh' : 'en'], id: raw }));
  }
  return id;
}

const bodyOf = (req: FastifyRequest): Record<string, unknown> => {
  const body = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};

export function registerCrudRoutes(app: FastifyInstance, decl: ResourceDeclaration, ctx: CrudContext) {
  const { db } = ctx;
  const base = decl.api.base;
  const guard = (action: 'read' | 'write') => async (req: FastifyRequest) => {
    await ctx.authenticate(req);
    requireAccess(req, decl.access, action, pluralWord(decl, req));
  };
  const notFound = (req: FastifyRequest, id: number | string) =>
    new ApiError(404, t(localeOf(req), 'notFound', { what: decl.recordLabel[localeOf(req) === 'zh-CN' ? 'zh' : 'en'], id: String(id) }));
  const invalid = (req: FastifyRequest, errors: { field: string; message: string }[]) =>
    new ApiError(400, errors.length === 1 ? errors[0].message : t(localeOf(req), 'invalid'), errors);
  const reword = (req: FastifyRequest, err: unknown) =>
    wordDbError(err, decl, localeOf(req), (table) => ctx.labelOfTable(table, req)) ?? err;

  app.get(base, { preHandler: guard('read') }, async (req) => {
    const params = parseListParams(decl, req.query as Record<string, unknown>, localeOf(req));
    const fields = guardOf(decl, req);
    fields.refuseQuery(params);
    const page = await listRecords(db, decl, params);
    await attachReferenceTitles(db, decl, page.list);
    fields.rows(page.list);
    return ok(page);
  });

  app.get(`${base}/:id`, { preHandler: guard('read') }, async (req) => {
    const id = idParam(req, decl);
    const row = await getRecord(db, decl, id);
    if (!row) throw notFound(req, id);
    await attachReferenceTitles(db, decl, [row]);
    return ok(guardOf(decl, req).rows([row])[0]);
  });

  app.post(base, takesForm(guard('write')), async (req) => {
    const fields = guardOf(decl, req);
    fields.refuseWrite(bodyOf(req), true);
    const result = await validateRecord(decl, bodyOf(req), { locale: localeOf(req) });
    if (!result.ok) throw invalid(req, result.errors);
    const user = req.user!;
    try {
      const row = await writeTransaction(db, async (trx) => {
        const created = await insertRecord(trx, decl, result.value, user.name);
        await recordEvent(trx, { user, resource: decl.name, recordId: created.id as number, action: 'create', after: created });
        return created;
      });
      await attachReferenceTitles(db, decl, [row]);
      return ok(fields.rows([row])[0]);
    } catch (err) {
      throw reword(req, err);
    }
  });

  app.put(`${base}/:id`, takesForm(guard('write')), async (req) => {
    const id = idParam(req, decl);
    const body = bodyOf(req);
    const version = bodyVersion(localeOf(req), body.version);
    if (version === undefined) {
      const msg = t(localeOf(req), 'versionMissing');
      throw new ApiError(400, msg, [{ field: 'version', message: msg }]);
    }
    const fields = guardOf(decl, req);
    fields.refuseWrite(body, false);
    const result = await validateRecord(decl, body, { locale: localeOf(req), partial: true });
    if (!result.ok) throw invalid(req, result.errors);
    const user = req.user!;
    try {
      const row = await writeTransaction(db, async (trx) => {
        const before = await getRecord(trx, decl, id);
        if (!before) throw notFound(req, id);
        const after = await updateRecord(trx, decl, id, version, result.value, user.name);
        if (!after) throw new ApiError(409, t(localeOf(req), 'stale', { what: recordWord(decl, req) }));
        await recordEvent(trx, { user, resource: decl.name, recordId: id, action: 'update', before, after });
        return after;
      });
      await attachReferenceTitles(db, decl, [row]);
      return ok(fields.rows([row])[0]);
    } catch (err) {
      throw reword(req, err);
    }
  });

  app.delete(`${base}/:id`, { preHandler: guard('write') }, async (req) => {
    const id = idParam(req, decl);
    const body = bodyOf(req);
    const reason = typeof body.reason === 'string' ? body.reason.slice(0, 500) : null;
    const user = req.user!;
    try {
      await writeTransaction(db, async (trx) => {
        const before = await deleteRecord(trx, decl, id);
        if (!before) throw notFound(req, id);
        await recordEvent(trx, { user, resource: decl.name, recordId: id, action: 'delete', before, reason });
      });
      return ok({ id });
    } catch (err) {
      throw reword(req, err);
    }
  });
}
