// PUT /api/v1/sloc/or/{id}/{id2}: the OR storage location id is received into physical SLOC id2
// (the mapping the or_sloc declaration describes). GET /api/v1/sloc/or and DELETE /api/v1/sloc/or/{id}
// are the or_sloc declaration's generic list and delete. The SLOC screen's rule applies.
import type { FastifyInstance } from 'fastify';
import { getResource } from '../../../../src/resources/declarations';
import { getRecord } from '../../../records/repository';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { records } from '../../../records/recordService';
import { declAccess, notFound, pathId } from '../../../records/request';
import { writeTransaction } from '../../../db/retry';
import { access } from '../../../http/routeAccess';

export function registerOrSlocMappingRoute(app: FastifyInstance, ctx: FeatureContext) {
  const orSloc = getResource('or_sloc');
  const sloc = getResource('sloc');
  app.put('/api/v1/sloc/or/:id/:id2', access(declAccess(orSloc, 'write')), async (req) => {
    const id = pathId(req, 'id');
    const slocId = pathId(req, 'id2');
    const row = await writeTransaction(ctx.db, async (trx) => {
      const target = await getRecord(trx, sloc, slocId);
      if (!target) throw notFound(req, sloc, slocId);
      // The call carries no version: it changes one mapping field, whatever else changed meanwhile.
      return records(req, orSloc, trx).update(id, { sloc_id: slocId }, { check: (before) => Number(before.sloc_id) !== slocId });
    });
    return ok(await records(req, orSloc, ctx.db).answer(row));
  });
}
