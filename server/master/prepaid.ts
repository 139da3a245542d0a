// Prepaid item calls beyond the generic ones (document 3, "Prepaid"):
//   POST /api/v2/prepaid/entity             save a prepaid item (the spec's only create call: no POST
//                                           on the base is listed): without id created, with id and
//                                           version updated; the generic rules and events apply.
//   POST /api/v2/prepaid/initial-price/{id} set the agreed initial unit price: { initial_price, version? }.
//                                           Refused once goods have shipped against the item, or when it
//                                           is closed or cancelled: shipments were priced from it.
// Both with the prepaid screen's rule (manage-prepaid-manager).
import type { FastifyInstance } from 'fastify';
import { getResource } from '../../src/resources';
import { validateRecord } from '../../src/schema';
import { localeOf } from '../auth/guard';
import { wordDbError } from '../crud/dbErrors';
import { recordEvent } from '../crud/events';
import { attachReferenceTitles } from '../crud/referenceTitles';
import { getRecord, updateRecord } from '../crud/repository';
import type { FeatureContext } from '../features';
import { guardOf } from '../fields/guard';
import { ApiError, ok } from '../http/errors';
import { t } from '../http/messages';
import { bodyVersion } from '../http/params';
import { mt } from './shared/messages';
import { guard, jsonBody, notFound, pathId, recordWord } from './shared/request';
import { saveRecord } from './shared/saveRecord';
import { writeTransaction } from '../db/retry';

const FIXED_PRICE_STATUSES = new Set(['closed', 'cancelled']);

export function registerPrepaidRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const prepaid = getResource('prepaid');
  const write = { preHandler: guard(ctx, prepaid, 'write') };

  app.post('/api/v2/prepaid/entity', write, async (req) => {
    const body = jsonBody(req);
    try {
      const { row } = await writeTransaction(ctx.db, (trx) => saveRecord(trx, req, prepaid, body));
      await attachReferenceTitles(ctx.db, prepaid, [row]);
      return ok(guardOf(prepaid, req).rows([row])[0]);
    } catch (err) {
      throw wordDbError(err, prepaid, localeOf(req), (table) => ctx.labelOfTable(table, req)) ?? err;
    }
  });

  app.post('/api/v2/prepaid/initial-price/:id', write, async (req) => {
    const id = pathId(req, 'id');
    const locale = localeOf(req);
    const body = jsonBody(req);
    // The call writes the price: it needs the price's field right.
    guardOf(prepaid, req).refuseWrite({ initial_price: body.initial_price ?? null }, false);
    // Absent reads as emptied: the call exists to set the price, so it is required.
    const checked = await validateRecord(prepaid, { initial_price: body.initial_price ?? null }, { locale, partial: true });
    if (!checked.ok) throw new ApiError(400, checked.errors[0].message, checked.errors);
    const user = req.user!;
    const row = await writeTransaction(ctx.db, async (trx) => {
      const before = await getRecord(trx, prepaid, id);
      if (!before) throw notFound(req, prepaid, id);
      // A version, when sent, must be the current one (the show screen sends it); API callers may omit it.
      const version = bodyVersion(locale, body.version) ?? Number(before.version);
      const statusLabel = prepaid.fields.status.kind === 'enum' ? prepaid.fields.status.options.find((o) => o.value === before.status)?.label : undefined;
      if (FIXED_PRICE_STATUSES.has(String(before.status))) {
        throw new ApiError(409, mt(locale, 'priceClosed', { status: statusLabel ? (locale === 'zh-CN' ? statusLabel.zh : statusLabel.en.toLowerCase()) : String(before.status) }));
      }
      if (Number(before.shipped_qty ?? 0) > 0) throw new ApiError(409, mt(locale, 'priceLocked', { shipped: Number(before.shipped_qty) }));
      const after = await updateRecord(trx, prepaid, id, version, { initial_price: checked.value.initial_price }, user.name);
      if (!after) throw new ApiError(409, t(locale, 'stale', { what: recordWord(prepaid, req) }));
      const reason = typeof body.reason === 'string' ? body.reason.slice(0, 500) : null;
      await recordEvent(trx, { user, resource: prepaid.name, recordId: id, action: 'update', before, after, reason });
      return after;
    });
    await attachReferenceTitles(ctx.db, prepaid, [row]);
    return ok(row);
  });
}
