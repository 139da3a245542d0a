// The spec writes QBR's PUT and DELETE on the base path, with no id in the path: the id travels in
// the body (PUT: { id, version, ...changes }; DELETE: { id, reason? }) or, for DELETE, as ?id=.
// Both run exactly as the generic PUT/DELETE {base}/{id} do: same rule, checks, guard and event.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateRecord } from '../../../../src/schema';
import { qbr } from '../../../../src/resources/management/qbr/model/qbr';
import { wordDbError } from '../../../records/dbErrors';
import { writeTransaction } from '../../../db/retry';
import { ApiError, ok } from '../../../http/errors';
import { t } from '../../../http/messages';
import { takesForm } from '../../../http/multipartRoutes';
import { bodyVersion } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { guardOf } from '../../../fields/guard';
import { mt } from '../../../records/messages';
import { records } from '../../../records/recordService';
import { declAccess, fieldError, idValue, jsonBody } from '../../../records/request';
import type { FeatureContext } from '../../../featureContext';

function idOf(req: FastifyRequest, raw: unknown): number {
  const id = idValue(raw);
  if (id === undefined) throw fieldError('id', mt(req.locale, 'badId', { param: 'id' }));
  return id;
}

export function registerQbrBaseRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const base = qbr.api.base;
  const reword = (req: FastifyRequest, err: unknown) => wordDbError(err, qbr, req.locale, (table) => ctx.labelOfTable(table, req)) ?? err;

  app.put(base, takesForm(declAccess(qbr, 'write')), async (req) => {
    const { id: rawId, version: rawVersion, ...changes } = jsonBody(req);
    const id = idOf(req, rawId);
    const version = bodyVersion(req.locale, rawVersion);
    if (version === undefined) throw fieldError('version', t(req.locale, 'versionMissing'));
    guardOf(qbr, req).refuseWrite(changes, false);
    const result = await validateRecord(qbr, changes, { locale: req.locale, partial: true });
    if (!result.ok) throw new ApiError(400, result.errors.length === 1 ? result.errors[0].message : t(req.locale, 'invalid'), result.errors);
    try {
      const row = await writeTransaction(ctx.db, (trx) => records(req, qbr, trx).update(id, result.value, { version }));
      return ok(await records(req, qbr, ctx.db).answer(row));
    } catch (err) {
      throw reword(req, err);
    }
  });

  app.delete(base, access(declAccess(qbr, 'write')), async (req) => {
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    const id = idOf(req, body.id ?? (req.query as Record<string, unknown>).id);
    const reason = typeof body.reason === 'string' ? body.reason.slice(0, 500) : null;
    try {
      await writeTransaction(ctx.db, (trx) => records(req, qbr, trx).remove(id, reason));
      return ok({ id });
    } catch (err) {
      throw reword(req, err);
    }
  });
}
