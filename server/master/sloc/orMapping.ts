// PUT /api/v1/sloc/or/{id}/{id2}: the OR storage location id is received into physical SLOC id2
// (the mapping the or_sloc declaration describes). GET /api/v1/sloc/or and DELETE /api/v1/sloc/or/{id}
// are the or_sloc declaration's generic list and delete. The SLOC screen's rule applies.
import type { FastifyInstance } from 'fastify';
import { getResource } from '../../../src/resources';
import { recordEvent } from '../../crud/events';
import { attachReferenceTitles } from '../../crud/referenceTitles';
import { getRecord, updateRecord } from '../../crud/repository';
import type { FeatureContext } from '../../features';
import { ApiError, ok } from '../../http/errors';
import { t } from '../../http/messages';
import { localeOf } from '../../auth/guard';
import { guard, notFound, pathId, recordWord } from '../shared/request';
import { writeTransaction } from '../../db/retry';

export function registerOrSlocMappingRoute(app: FastifyInstance, ctx: FeatureContext) {
  const orSloc = getResource('or_sloc');
  const sloc = getResource('sloc');
  app.put('/api/v1/sloc/or/:id/:id2', { preHandler: guard(ctx, orSloc, 'write') }, async (req) => {
    const id = pathId(req, 'id');
    const slocId = pathId(req, 'id2');
    const user = req.user!;
    const row = await writeTransaction(ctx.db, async (trx) => {
      const target = await getRecord(trx, sloc, slocId);
      if (!target) throw notFound(req, sloc, slocId);
      const before = await getRecord(trx, orSloc, id);
      if (!before) throw notFound(req, orSloc, id);
      if (Number(before.sloc_id) === slocId) return before;
      // The call carries no version: it changes one mapping field, whatever else changed meanwhile.
      const after = await updateRecord(trx, orSloc, id, Number(before.version), { sloc_id: slocId }, user.name);
      if (!after) throw new ApiError(409, t(localeOf(req), 'stale', { what: recordWord(orSloc, req) }));
      await recordEvent(trx, { user, resource: orSloc.name, recordId: id, action: 'update', before, after });
      return after;
    });
    await attachReferenceTitles(ctx.db, orSloc, [row]);
    return ok(row);
  });
}
