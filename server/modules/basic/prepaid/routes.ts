// Prepaid item calls beyond the generic ones (document 3, "Prepaid"):
//   POST /api/v2/prepaid/entity             save a prepaid item (the spec's only create call: no POST
//                                           on the base is listed): without id created, with id and
//                                           version updated; the generic rules and events apply.
// With the prepaid screen's rule (manage-prepaid-manager). The initial price is the declaration's
// setInitialPrice command (POST /api/v2/prepaid/initial-price/{id}).
import type { FastifyInstance } from 'fastify';
import { getResource } from '../../../../src/resources/declarations';
import { wordDbError } from '../../../records/dbErrors';
import type { FeatureContext } from '../../../featureContext';
import { records } from '../../../records/recordService';
import { ok } from '../../../http/errors';
import { declAccess, jsonBody } from '../../../records/request';
import { saveRecord } from '../../../records/saveRecord';
import { writeTransaction } from '../../../db/retry';
import { access } from '../../../http/routeAccess';

export function registerPrepaidRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const prepaid = getResource('prepaid');
  const write = access(declAccess(prepaid, 'write'));

  app.post('/api/v2/prepaid/entity', write, async (req) => {
    const body = jsonBody(req);
    try {
      const { row } = await writeTransaction(ctx.db, (trx) => saveRecord(trx, req, prepaid, body));
      return ok(await records(req, prepaid, ctx.db).answer(row));
    } catch (err) {
      throw wordDbError(err, prepaid, req.locale, (table) => ctx.labelOfTable(table, req)) ?? err;
    }
  });
}
