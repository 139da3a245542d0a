// The spec writes QBR's PUT and DELETE on the base path, with no id in the path: the id travels in
// the body (PUT: { id, version, ...changes }; DELETE: { id, reason? }) or, for DELETE, as ?id=.
// Both run exactly as the generic PUT/DELETE {base}/{id} do: same rule, checks, guard and event.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateRecord } from '../../../../src/schema';
import { qbr } from '../../../../src/modules/management/qbr/model/qbr';
import { localeOf } from '../../../auth/guard';
import { wordDbError } from '../../../crud/dbErrors';
import { writeTransaction } from '../../../db/retry';
import { ApiError, ok } from '../../../http/errors';
import { t } from '../../../http/messages';
import { takesForm } from '../../../http/multipartRoutes';
import { bodyVersion, positiveId } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { guardOf } from '../../../fields/guard';
import { mt } from '../../../records/messages';
import { answerRow, deleteIn, updateIn } from '../../../records/recordService';
import { declAccess, fieldError, jsonBody } from '../../../records/request';
import type { FeatureContext } from '../../../featureContext';

function idOf(req: FastifyRequest, raw: unknown): number {
  const id = positiveId(String(raw ?? ''));
  if (id === undefined) throw fieldError('id', mt(localeOf(req), 'badId', { param: 'id' }));
  return id;
}

export function registerQbrBaseRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const base = qbr.api.base;
  const reword = (req: FastifyRequest, err: unknown) => wordDbError(err, qbr, localeOf(req), (table) => ctx.labelOfTable(table, req)) ?? err;

  app.put(base, takesForm(declAccess(qbr, 'write')), async (req) => {
    const { id: rawId, version: rawVersion, ...changes } = jsonBody(req);
    const id = idOf(req, rawId);
    const version = bodyVersion(localeOf(req), rawVersion);
    if (version === undefined) throw fieldError('version', t(localeOf(req), 'versionMissing'));
    guardOf(qbr, req).refuseWrite(changes, false);
    const result = await validateRecord(qbr, changes, { locale: localeOf(req), partial: true });
    if (!result.ok) throw new ApiError(400, result.errors.length === 1 ? result.errors[0].message : t(localeOf(req), 'invalid'), result.errors);
    try {
      const row = await writeTransaction(ctx.db, (trx) => updateIn(trx, req, qbr, id, result.value, { version }));
      return ok(await answerRow(ctx.db, req, qbr, row));
    } catch (err) {
      throw reword(req, err);
    }
  });

  app.delete(base, access(declAccess(qbr, 'write')), async (req) => {
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    const id = idOf(req, body.id ?? (req.query as Record<string, unknown>).id);
    const reason = typeof body.reason === 'string' ? body.reason.slice(0, 500) : null;
    try {
      await writeTransaction(ctx.db, (trx) => deleteIn(trx, req, qbr, id, reason));
      return ok({ id });
    } catch (err) {
      throw reword(req, err);
    }
  });
}
