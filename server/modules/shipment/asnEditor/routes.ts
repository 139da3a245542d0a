// The ASN editor's reads (src/resources/shipment/asn/model/editorContract.ts says the shapes):
//   GET  /api/v1/order/asn/inventories   orders (ids) → their open items with stock; without orders, the open orders (picker)
//   POST /api/v1/asn/import/inventories  a sheet of items → the same items with an automatic allocation
// Both need send-asn or manage-asn (the editor's screens) and write nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ASN_EDITOR_ACCESS, type AsnEditorItem, type AsnInventoriesAnswer, type AsnOpenOrder } from '../../../../src/resources/shipment/asn/model/editorContract';
import { autoAllocate, reservedUnits } from '../../../../src/resources/shipment/asn/model/allocation';
import { checkItemCount } from '../../../../src/resources/shipment/asn/model/asnChecks';
import { itemCountText } from '../../../../src/resources/shipment/asn/model/allocationWords';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { one, queryError, queryIds, queryPaging, queryText } from '../../../http/params';
import { takesFile } from '../../../http/multipartRoutes';
import { access, type RouteAccess } from '../../../http/routeAccess';
import { groupsOf, itemsOf, openOrders, ordersByIds } from './inventoriesQuery';
import { importedItems, matchRows, sheetRows } from './importSheet';
import { editorText } from './messages';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const rule = (action: 'read' | 'write'): RouteAccess => ({ rule: ASN_EDITOR_ACCESS, action, what: { en: 'shipping notices', zh: '出货通知' } });

/** Each item with the groups of its material; a bag reserved for another order is not offered. */
async function withStock(db: Kysely<DB>, items: AsnEditorItem[]): Promise<AsnEditorItem[]> {
  const { groups, assigned } = await groupsOf(db, items.map((i) => i.material_id));
  return items.map((item) => ({
    ...item,
    group: (groups.get(item.material_id) ?? [])
      .map(({ material_id: _m, ...g }) => ({ ...g, bags: g.bags.filter((b) => !assigned.has(b.id) || assigned.get(b.id) === item.orderNo) }))
      .filter((g) => g.bags.length > 0),
  }));
}

function grouped(groupBy: 'orderNo' | 'mpn', orders: AsnOpenOrder[], items: AsnEditorItem[]): AsnInventoriesAnswer {
  const by = new Map<string, AsnEditorItem[]>();
  for (const item of items) {
    const key = groupBy === 'mpn' ? item.MPN : item.orderNo;
    (by.get(key) ?? by.set(key, []).get(key)!).push(item);
  }
  return { groupBy, orders, groups: [...by].map(([key, list]) => ({ key, items: list })) };
}

function groupByOf(req: FastifyRequest): 'orderNo' | 'mpn' {
  const raw = one((req.query as Record<string, unknown>).groupBy) ?? 'orderNo';
  if (raw !== 'orderNo' && raw !== 'mpn') throw queryError(req.locale, 'groupBy', editorText(req.locale, 'groupBy'));
  return raw;
}

/** R16 on what the ASN would hold: the orders' bill-to decides the limit. */
function checkCount(req: FastifyRequest, orders: AsnOpenOrder[], count: number) {
  const billTo = orders.map((o) => o.bill_to ?? '').join(' ');
  const over = checkItemCount(count, billTo);
  if (over) throw new ApiError(400, itemCountText(req.locale, over), [{ field: 'items', message: itemCountText(req.locale, over) }]);
}

export function registerEditorRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.get('/api/v1/order/asn/inventories', access(rule('read')), async (req) => {
    const q = req.query as Record<string, unknown>;
    const groupBy = groupByOf(req);
    const ids = queryIds(req.locale, 'orders', q.orders);
    if (!ids?.length) {
      const { page, size } = queryPaging(req.locale, q);
      const { list, total } = await openOrders(ctx.db, queryText(req.locale, 'keyword', q.keyword), size, (page - 1) * size);
      return ok({ list, total, page, size });
    }
    const orders = await ordersByIds(ctx.db, ids);
    const closed = ids.filter((id) => !orders.some((o) => o.id === id));
    if (closed.length) throw queryError(req.locale, 'orders', editorText(req.locale, 'notOpen', { ids: closed.join(', ') }));
    const items = await withStock(ctx.db, await itemsOf(ctx.db, ids));
    return ok(grouped(groupBy, orders, items));
  });

  app.post('/api/v1/asn/import/inventories', takesFile(rule('write')), async (req) => {
    const locale = req.locale;
    const rows = sheetRows(req);
    if (!rows.length) throw new ApiError(400, editorText(locale, 'emptySheet'), [{ field: 'file', message: editorText(locale, 'emptySheet') }]);
    const { orderIds, matches, problems } = await matchRows(ctx.db, req, rows);
    if (problems.length) throw new ApiError(400, problems.length === 1 ? problems[0].message : editorText(locale, 'problems', { count: problems.length }), problems);
    const orders = await ordersByIds(ctx.db, orderIds);
    checkCount(req, orders, matches.length);
    const items = await withStock(ctx.db, importedItems(await itemsOf(ctx.db, orderIds), matches));
    // One allocation after another: an item is offered only what the ones before it left.
    const allocated: AsnEditorItem[] = [];
    for (const item of items) allocated.push({ ...item, takes: autoAllocate(item.totalQty, item.group, reservedUnits(allocated)).takes });
    return ok({ ...grouped('orderNo', orders, allocated), problems: [] });
  });
}
