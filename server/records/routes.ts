// The generic REST routes of one declaration, following docs/api-contract.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { labelIn, type ResourceDeclaration, validateRecord, wordIn } from '../../src/schema';
import type { UserInfo } from '../auth/principal';
import type { DB } from '../db/types';
import { ApiError, ok } from '../http/errors';
import { t } from '../http/messages';
import { takesForm } from '../http/multipartRoutes';
import { access, readWithCheck, type Beside, type RuleAccess } from '../http/routeAccess';
import { bodyVersion, positiveId } from '../http/params';
import { guardOf } from '../fields/guard';
import { writeTransaction } from '../db/retry';
import { wordDbError } from './dbErrors';
import { parseListParams } from './listParams';
import { getRecord, listStatements } from './repository';
import { limitOf } from './scope';
import { withDefaults } from './defaults';
import { ownCallRefusal } from './request';
import { records } from './recordService';
import { attachReferenceTitles, carriedTitles, titleSelections } from './referenceTitles';
import type { ResourceRow } from '../db/types';

export interface CrudContext {
  db: Kysely<DB>;
  authenticate: (req: FastifyRequest) => Promise<UserInfo>;
  /** Plural label of the resource owning a table (for "still used by ..." messages). */
  labelOfTable: (table: string, req: FastifyRequest) => string;
}

const pluralWord = (decl: ResourceDeclaration, req: FastifyRequest) =>
  wordIn(decl.label, req.locale);

function idParam(req: FastifyRequest, decl: ResourceDeclaration): number {
  const raw = (req.params as { id: string }).id;
  const id = positiveId(raw);
  // Not an id: no such record, as the contract answers for any id that names none.
  if (id === undefined) {
    throw new ApiError(404, t(req.locale, 'notFound', { what: labelIn(decl.recordLabel, req.locale), id: raw }));
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
  const rule = (action: 'read' | 'write'): RuleAccess => ({ rule: decl.access, action, what: (req) => pluralWord(decl, req) });
  const notFound = (req: FastifyRequest, id: number | string) =>
    new ApiError(404, t(req.locale, 'notFound', { what: labelIn(decl.recordLabel, req.locale), id: String(id) }));
  const invalid = (req: FastifyRequest, errors: { field: string; message: string }[]) =>
    new ApiError(400, errors.length === 1 ? errors[0].message : t(req.locale, 'invalid'), errors);
  const reword = (req: FastifyRequest, err: unknown) =>
    wordDbError(err, decl, req.locale, (table) => ctx.labelOfTable(table, req)) ?? err;

  // The reads run while the caller is checked (readWithCheck): what they read does not depend on
  // who asks, except a row scope's condition, which needs the caller (then they read after the check).
  // A list's count rides in the session lookup's statement while its page is read beside it. The
  // guard's refusal of a guarded filter comes before the read is awaited; its rows are stripped after.
  const early = !decl.scope;
  const listRead = async (req: FastifyRequest, beside: Beside) => {
    const params = parseListParams(decl, req.query as Record<string, unknown>, req.locale);
    const { count, page } = listStatements(db, decl, params, limitOf(decl, req));
    // The page carries its references' titles (one statement for both).
    const titled = page.select(titleSelections(req.server.declarations, decl));
    const [total, list] = await Promise.all([beside(sql<number>`${count}`), titled.execute()]);
    await attachReferenceTitles(db, req.server.declarations, decl, list, carriedTitles(req.server.declarations, decl, list));
    return { list, total: Number(total) };
  };
  const refuseGuardedQuery = (req: FastifyRequest) => {
    let params;
    try {
      params = parseListParams(decl, req.query as Record<string, unknown>, req.locale);
    } catch {
      return; // the read's own 400 says what is wrong
    }
    guardOf(decl, req).refuseQuery(params);
  };
  app.get(base, readWithCheck(rule('read'), listRead, { early, refuse: refuseGuardedQuery }), async (req) => {
    const page = req.alongside as Awaited<ReturnType<typeof listRead>>;
    return ok({ ...page, list: guardOf(decl, req).rows(page.list) });
  });

  const oneRead = async (req: FastifyRequest) => {
    const id = idParam(req, decl);
    const row = await getRecord(db, decl, id, limitOf(decl, req), titleSelections(req.server.declarations, decl));
    if (row) await attachReferenceTitles(db, req.server.declarations, decl, [row], carriedTitles(req.server.declarations, decl, [row]));
    return { id, row };
  };
  app.get(`${base}/:id`, readWithCheck(rule('read'), oneRead, { early }), async (req) => {
    const { id, row } = req.alongside as { id: number; row: ResourceRow | undefined };
    if (!row) throw notFound(req, id);
    return ok(guardOf(decl, req).rows([row])[0]);
  });

  // A report (src/schema/reports.ts) is read-only: no write route, so a write is 404 like any unknown route.
  if (decl.report) return;

  // A declaration made only by a workflow has no generic create.
  if (decl.create !== false) {
    app.post(base, takesForm(rule('write')), async (req) => {
      const fields = guardOf(decl, req);
      fields.refuseWrite(bodyOf(req), true);
      const result = await validateRecord(decl, withDefaults(decl.fields, bodyOf(req)), { locale: req.locale });
      if (!result.ok) throw invalid(req, result.errors);
      try {
        const row = await writeTransaction(db, (trx) => records(req, decl, trx).create(result.value));
        return ok(await records(req, decl, db).answer(row));
      } catch (err) {
        throw reword(req, err);
      }
    });
  }

  const update = async (req: FastifyRequest) => {
    const id = idParam(req, decl);
    const body = bodyOf(req);
    const version = bodyVersion(req.locale, body.version);
    if (version === undefined) {
      const msg = t(req.locale, 'versionMissing');
      throw new ApiError(400, msg, [{ field: 'version', message: msg }]);
    }
    const fields = guardOf(decl, req);
    fields.refuseWrite(body, false);
    const result = await validateRecord(decl, body, { locale: req.locale, partial: true });
    if (!result.ok) throw invalid(req, result.errors);
    try {
      const row = await writeTransaction(db, (trx) => records(req, decl, trx).update(id, result.value, { version }));
      return ok(await records(req, decl, db).answer(row));
    } catch (err) {
      throw reword(req, err);
    }
  };

  const remove = async (req: FastifyRequest) => {
    const id = idParam(req, decl);
    const body = bodyOf(req);
    const reason = typeof body.reason === 'string' ? body.reason.slice(0, 500) : null;
    try {
      await writeTransaction(db, (trx) => records(req, decl, trx).remove(id, reason));
      return ok({ id });
    } catch (err) {
      throw reword(req, err);
    }
  };

  // A write the module's own calls make answers 405 (after the access check).
  const closed = decl.writtenByOwnCalls;
  app.put(`${base}/:id`, takesForm(rule('write')), closed?.update ? ownCallRefusal(decl) : update);
  app.delete(`${base}/:id`, access(rule('write')), closed?.delete ? ownCallRefusal(decl) : remove);
}
