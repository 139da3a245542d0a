// Which materials a storage location holds, and each material's default location per plant
// (document 3, "Storage location (sloc), v1"; the /basic/sloc/SLOC/{id}/inventories screen):
//   PUT    /api/v1/sloc/{id}/{id2}          assign material id2 to SLOC id (again: no change)
//   DELETE /api/v1/sloc/assigned/{id}       remove assignment id
//   PUT    /api/v1/sloc/default/{id}/{id2}  make SLOC id the default of material id2 in the SLOC's plant
//   GET    /api/v1/sloc/assigned            the assignments, paged (sloc_id=, material_id=, keyword= on MPN);
//                                           the spec is silent on how the inventories screen reads them.
// All with the SLOC screen's rule (manage-sloc).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { parseListParams } from '../../../records/listParams';
import { recordEvent } from '../../../records/events';
import type { FeatureContext } from '../../../featureContext';
import type { DB } from '../../../db/types';
import { ApiError, ok } from '../../../http/errors';
import { t } from '../../../http/messages';
import { queryId } from '../../../http/params';
import { mt } from '../../../records/messages';
import { fieldError, declAccess, notFound, pathId, recordWord } from '../../../records/request';
import { assignmentList, type AssignmentFilter } from './assignmentList';
import { isUniqueViolation } from '../../../db/failures';
import { writeTransaction } from '../../../db/retry';
import { access } from '../../../http/routeAccess';

const RESOURCE = 'sloc_inventory';

export function registerSlocAssignmentRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const sloc = getResource('sloc');
  const material = getResource('material');
  const db = ctx.db;
  const write = access(declAccess(sloc, 'write'));

  async function slocAndMaterial(req: FastifyRequest) {
    const slocId = pathId(req, 'id');
    const materialId = pathId(req, 'id2');
    const s = await sql<{ id: number; code: string; plant: string }>`select id, code, plant from sloc where id = ${slocId}`.execute(db);
    if (!s.rows[0]) throw notFound(req, sloc, slocId);
    const m = await sql<{ id: number; mpn: string }>`select id, mpn from material where id = ${materialId}`.execute(db);
    if (!m.rows[0]) throw notFound(req, material, materialId);
    return { sloc: s.rows[0], material: m.rows[0] };
  }

  app.get('/api/v1/sloc/assigned', access(declAccess(sloc, 'read')), async (req) => {
    const query = req.query as Record<string, unknown>;
    const filter: AssignmentFilter = {};
    for (const name of ['sloc_id', 'material_id'] as const) {
      const id = queryId(req.locale, name, query[name]);
      if (id !== undefined) filter[name] = id;
    }
    // Paging and keyword checked as any list's (sort is fixed: default first, then MPN).
    const { page, size, keyword } = parseListParams(material, { page: query.page, size: query.size, keyword: query.keyword }, req.locale);
    return ok(await assignmentList(db, { ...filter, keyword }, page, size));
  });

  app.put('/api/v1/sloc/:id/:id2', write, async (req) => {
    const found = await slocAndMaterial(req);
    const user = req.user!;
    const row = await writeTransaction(db, async (trx) => {
      // ON CONFLICT: two clerks assigning the same pair at once both get the one assignment.
      const created = await trx
        .insertInto('sloc_inventory')
        .values({ sloc_id: found.sloc.id, material_id: found.material.id, plant: found.sloc.plant, created_by: user.name })
        .onConflict((oc) => oc.columns(['sloc_id', 'material_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!created) {
        return trx.selectFrom('sloc_inventory').selectAll().where('sloc_id', '=', found.sloc.id).where('material_id', '=', found.material.id).executeTakeFirstOrThrow();
      }
      await recordEvent(trx, { user, resource: RESOURCE, recordId: Number(created.id), action: 'create', after: created });
      return created;
    });
    return ok(row);
  });

  app.delete('/api/v1/sloc/assigned/:id', write, async (req) => {
    const id = pathId(req, 'id');
    const user = req.user!;
    await writeTransaction(db, async (trx) => {
      const before = await trx.deleteFrom('sloc_inventory').where('id', '=', id).returningAll().executeTakeFirst();
      if (!before) throw notFound(req, sloc, `assignment ${id}`);
      await recordEvent(trx, { user, resource: RESOURCE, recordId: id, action: 'delete', before });
    });
    return ok({ id });
  });

  app.put('/api/v1/sloc/default/:id/:id2', write, async (req) => {
    const found = await slocAndMaterial(req);
    const user = req.user!;
    const row = await inTransaction(req, async (trx) => {
      const target = await trx.selectFrom('sloc_inventory').selectAll().where('sloc_id', '=', found.sloc.id).where('material_id', '=', found.material.id).forUpdate().executeTakeFirst();
      if (!target) throw fieldError('id2', mt(req.locale, 'notAssigned', { material: found.material.mpn, sloc: found.sloc.code }));
      // The plant is read again: a SLOC moved to another plant takes its defaults along.
      const cleared = await trx
        .updateTable('sloc_inventory')
        .set({ is_default: false })
        .where('material_id', '=', found.material.id)
        .where('plant', '=', found.sloc.plant)
        .where('is_default', '=', true)
        .where('id', '!=', target.id)
        .returning('id')
        .execute();
      const after = await trx.updateTable('sloc_inventory').set({ is_default: true, plant: found.sloc.plant }).where('id', '=', target.id).returningAll().executeTakeFirstOrThrow();
      await recordEvent(trx, { user, resource: RESOURCE, recordId: Number(target.id), action: 'update', before: target, after, reason: cleared.length ? `default instead of assignment ${cleared.map((c) => c.id).join(', ')}` : null });
      return after;
    });
    return ok(row);
  });

  /** The one-default index refuses the second of two simultaneous changes: worded as a stale change. */
  async function inTransaction<T>(req: FastifyRequest, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    try {
      return await writeTransaction(db, work);
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(409, t(req.locale, 'stale', { what: recordWord(sloc, req) }));
      throw err;
    }
  }
}
