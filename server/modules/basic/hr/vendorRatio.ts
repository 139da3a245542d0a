// Vendor ratio calls beyond the generic ones (document 3, "Product line and accounts"):
//   PUT /api/v2/vendor-ratio        bulk save of the ratio grid: { items: [{ id?, version?, vendor_id,
//                                   period, ratio, remark }] }, all or none. A saved ratio goes back to
//                                   pending review (a changed ratio has not been audited). One ratio per
//                                   vendor and period (a unique index): a new item whose pair exists is a
//                                   409 on that item, never an overwrite of a ratio the grid did not show.
//                                   The spec gives no rule that ratios sum to 100 %: each is the share of
//                                   one vendor's purchases counted, so none is applied.
// Saving needs the screen's write rule. The audit (PUT /api/v2/vendor-ratio/audit) is the declaration's
// transitions (src/modules/basic/hr/model/vendorRatio.ts), served by server/records/transitions.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getResource } from '../../../../src/resources/declarations';
import { RATIO_PENDING } from '../../../../src/resources/basic/hr/model/vendorRatio';
import { uniqueTogetherIndex, validateRecord, type FieldError, type ResourceDeclaration } from '../../../../src/schema';
import { wordDbError } from '../../../records/dbErrors';
import { isUniqueViolation } from '../../../db/failures';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { guardOf } from '../../../fields/guard';
import { ApiError, ok } from '../../../http/errors';
import { mt } from '../../../records/messages';
import { itemsOf } from '../../../records/items';
import { fieldError, declAccess } from '../../../records/request';
import { saveRecord } from '../../../records/saveRecord';
import { access } from '../../../http/routeAccess';

/** A saved ratio has not been audited: it goes (back) to pending review. */
const RESET_AUDIT = { audit_status: RATIO_PENDING, audit_memo: null };

/** An error of item n (1-based), worded "Item n: ..." with the row on each field error. */
function atItem(req: FastifyRequest, row: number, err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  const errors: FieldError[] = (err.errors ?? []).map((e) => ({ ...e, row }));
  return new ApiError(err.status, mt(req.locale, 'itemProblem', { row, message: err.message }), errors.length ? errors : undefined);
}

/** The unique index on (vendor_id, period) refused the item: another ratio has its key, maybe saved a moment ago. */
const keyTaken = (err: unknown) => isUniqueViolation(err, uniqueTogetherIndex('vendor_ratio', ['vendor_id', 'period']));

async function saveRatios(ctx: FeatureContext, req: FastifyRequest, decl: ResourceDeclaration) {
  const items = itemsOf(req);
  const locale = req.locale;
  // Before writing: each item's own fields, and no vendor/period twice in the request.
  const firstOfKey = new Map<string, number>();
  for (const [i, item] of items.entries()) {
    const checked = await validateRecord(decl, item, { locale, partial: item.id !== undefined && item.id !== null });
    if (!checked.ok) throw atItem(req, i + 1, new ApiError(400, checked.errors[0].message, checked.errors));
    if (item.vendor_id === undefined || item.period === undefined) continue; // an update keeping its key
    const key = `${checked.value.vendor_id}|${checked.value.period}`;
    const first = firstOfKey.get(key);
    if (first) throw atItem(req, i + 1, fieldError('period', mt(locale, 'duplicateRatio', { first })));
    firstOfKey.set(key, i + 1);
  }
  // The database arbitrates between saves at the same moment: one gets the key, the others a 409.
  return writeTransaction(ctx.db, async (trx) => {
    const saved = [];
    for (const [i, item] of items.entries()) {
      try {
        saved.push((await saveRecord(trx, req, decl, item, RESET_AUDIT)).row);
      } catch (err) {
        if (keyTaken(err)) throw atItem(req, i + 1, new ApiError(409, mt(locale, 'ratioExists'), [{ field: 'period', message: mt(locale, 'ratioExists') }]));
        throw atItem(req, i + 1, wordDbError(err, decl, locale, (table) => ctx.labelOfTable(table, req)) ?? err);
      }
    }
    return saved;
  });
}

export function registerVendorRatioRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('vendor_ratio');
  app.put('/api/v2/vendor-ratio', access(declAccess(decl, 'write')), async (req) => ok({ list: guardOf(decl, req).rows(await saveRatios(ctx, req, decl)) }));
}
