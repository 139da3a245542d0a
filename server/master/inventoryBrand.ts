// PUT /api/v2/inventory-brand/{id}/disable: the spec's "disable" of an inventory brand (document 2,
// "Inventory brand: add, disable"; add is the declaration's generic POST). Disabling sets the status
// to inactive, so stock already booked under the brand keeps it; disabling a disabled brand changes
// nothing. No version is needed: the call sets one field to one value. The brand screen's rule applies.
import type { FastifyInstance } from 'fastify';
import { getResource } from '../../src/resources';
import { localeOf } from '../auth/guard';
import { recordEvent } from '../crud/events';
import { attachReferenceTitles } from '../crud/referenceTitles';
import { getRecord, updateRecord } from '../crud/repository';
import type { FeatureContext } from '../features';
import { ApiError, ok } from '../http/errors';
import { t } from '../http/messages';
import { guard, notFound, pathId, recordWord } from './shared/request';
import { writeTransaction } from '../db/retry';

export function registerInventoryBrandRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const brand = getResource('inventory_brand');
  app.put('/api/v2/inventory-brand/:id/disable', { preHandler: guard(ctx, brand, 'write') }, async (req) => {
    const id = pathId(req, 'id');
    const user = req.user!;
    const row = await writeTransaction(ctx.db, async (trx) => {
      const before = await getRecord(trx, brand, id);
      if (!before) throw notFound(req, brand, id);
      if (before.status === 'inactive') return before;
      const after = await updateRecord(trx, brand, id, Number(before.version), { status: 'inactive' }, user.name);
      if (!after) throw new ApiError(409, t(localeOf(req), 'stale', { what: recordWord(brand, req) }));
      await recordEvent(trx, { user, resource: brand.name, recordId: id, action: 'update', before, after, reason: 'disable' });
      return after;
    });
    await attachReferenceTitles(ctx.db, brand, [row]);
    return ok(row);
  });
}
