// The ASN editor's reads (src/resources/shipment/asn/model/editorContract.ts says the shapes):
//   GET  /api/v1/order/asn/inventories   orders (ids) → their open items with stock; without orders, the open orders (picker)
//   POST /api/v1/asn/import/inventories  a sheet of items → the same items with an automatic allocation
//   GET  /api/v1/asn/edit/order/{id}     a saved ASN reopened: its items with their stock and takes (./editRead.ts)
//   GET  /api/v2/asn/order/asn-modify/{id}/changes  what a modify request changes, readably (./modifyChanges.ts; the request's rule)
// They need send-asn or manage-asn (the editor's screens; the edit read also view-asn) and write nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ASN_EDITOR_ACCESS, type AsnEditorItem, type AsnInventoriesAnswer, type AsnOpenOrder } from '../../../../src/resources/shipment/asn/model/editorContract';
import { autoAllocate, reservedUnits } from '../../../../src/resources/shipment/asn/model/allocation';
import { checkItemCount } from '../../../../src/resources/shipment/asn/model/asnChecks';
import { itemCountText } from '../../../../src/resources/shipment/asn/model/allocationWords';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { one, queryError, queryIds, queryPaging, queryText } from '../../../http/params';
import { declAccess, notFound, pathId, pluralWord } from '../../../records/request';
import { getRecord } from '../../../records/repository';
import { limitOf } from '../../../records/scope';
import { ASN_CALL_ACCESS, asnModify, asnOrder } from '../../../../src/resources/shipment/asn/model';
import { takesFile } from '../../../http/multipartRoutes';
import { access, type RouteAccess } from '../../../http/routeAccess';
import { itemsOf, openOrders, ordersByIds, withStock } from './inventoriesQuery';
import { importedItems, matchRows, sheetRows } from './importSheet';
import { editorText } from './messages';
import { asnForEditor } from './editRead';
import { modifyChanges } from './modifyChanges';

const rule = (action: 'read' | 'write'): RouteAccess => ({ rule: ASN_EDITOR_ACCESS, action, what: { en: 'shipping notices', zh: '出货通知' } });

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

  // The supplier reopens their own ASN; an ASN manager or reader any (the ASN calls' rule and scope).
  app.get('/api/v1/asn/edit/order/:id', access({ rule: ASN_CALL_ACCESS, action: 'read', what: (req) => pluralWord(asnOrder, req) }), async (req) => {
    const modify = ['1', 'true'].includes(String((req.query as Record<string, unknown>).is_modify ?? ''));
    return ok(await asnForEditor(ctx.db, req, pathId(req, 'id'), modify));
  });

  app.get(`${asnModify.api.base}/:id/changes`, access(declAccess(asnModify, 'read')), async (req) => {
    const id = pathId(req, 'id');
    const row = await getRecord(ctx.db, asnModify, id, limitOf(asnModify, req));
    if (!row) throw notFound(req, asnModify, id);
    return ok(await modifyChanges(ctx.db, row));
  });
}
