// Customer-order calls beyond the declaration's generic ones (base /api/v1/order):
//   POST /api/v1/order/batch          create several orders with their items, all or nothing
//   POST /api/v1/order/bind/{id}      bind the order to a forecast ({ forecastId }, the forecast's code)
//   GET  /api/v1/order/{id}/{type}    the order with one collection: items, files, bindings or shifts
//   GET  /api/v1/order/history/{id}   the order's change history (page 1, size 50 by default)
//   GET  /api/v2/order/shift/{id}     the order's items and what was shifted from them
//   POST /api/v2/order/shift          shift item quantities to sales orders (./shift.ts)
import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { labelIn, lineDeclaration, utf8Length, validateLines, validateRecord } from '../../../../src/schema';
import { FORECAST_PATTERN } from '../../../../src/resources/shipment/customerOrder/model/customerOrder';
import { orderBinding } from '../../../../src/resources/shipment/customerOrder/model/orderBinding';
import { wordDbError } from '../../../records/dbErrors';
import type { DB, ResourceRow } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { bodyVersion, queryError, queryPaging } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { records } from '../../../records/recordService';
import { jsonBody, pathId } from '../../../records/request';
import { ordersFiles } from './files';
import { coDecl, coRule, visibleOrder } from './orderAccess';
import { orderText } from './messages';
import { itemsOf, rowsOf } from './orderWrite';
import { shiftRows, shiftToSalesOrders } from './shift';

const TYPES = ['items', 'files', 'bindings', 'shifts'] as const;
const HISTORY_PAGE_SIZE = 50;

type AnyTrx = Transaction<Record<string, Record<string, unknown>>>;

/** The shift log of an order (as source) or a sales order (as target or source). */
export async function shiftsOf(db: Transaction<DB> | FeatureContext['db'], kind: 'co' | 'so', id: number) {
  const where = kind === 'co' ? sql`s.source_type = 'co' and s.source_order_id = ${id}` : sql`s.target_so_id = ${id} or (s.source_type = 'so' and s.source_order_id = ${id})`;
  return (
    await sql<ResourceRow>`select s.id::int as id, s.source_type, s.source_order_id::int as source_order_id, s.source_item_id::int as source_item_id,
        s.target_so_id::int as target_so_id, so.so_no, s.target_item_id::int as target_item_id, m.mpn, s.qty::text as qty, s.created_at, s.created_by
      from order_shift s join sales_order so on so.id = s.target_so_id join material m on m.id = s.material_id where ${where} order by s.id desc`.execute(db)
  ).rows;
}

export function registerOrderRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const read = access(coRule('read'));
  const write = access(coRule('write'));

  app.post('/api/v1/order/batch', write, async (req) => {
    const locale = req.locale;
    const decl = coDecl(req, 'write');
    const orders = rowsOf(jsonBody(req), 'orders', orderText(locale, 'orders'));
    const checked: { header: Record<string, unknown>; items: Record<string, unknown>[] }[] = [];
    const errors: { field: string; message: string; row?: number }[] = [];
    for (const [n, order] of orders.entries()) {
      const { items = [], ...header } = order;
      const head = await validateRecord(decl, header, { locale });
      if (!head.ok) for (const e of head.errors) errors.push({ field: `orders.${n}.${e.field}`, message: orderText(locale, 'orderRow', { row: n + 1, message: e.message }) });
      const lines = Array.isArray(items) ? await validateLines(decl, 'items', items as Record<string, unknown>[], header, locale) : { ok: false as const, errors: [{ field: 'items', message: orderText(locale, 'items') }] };
      if (!lines.ok) for (const e of lines.errors) errors.push({ field: `orders.${n}.${e.field}`, message: orderText(locale, 'orderRow', { row: n + 1, message: e.message }) });
      if (head.ok && lines.ok) checked.push({ header: head.value, items: lines.values });
    }
    if (errors.length) throw new ApiError(400, errors[0].message, errors);
    const rows = await writeTransaction(ctx.db, async (trx) => {
      const out: ResourceRow[] = [];
      for (const { header, items } of checked) {
        const row = await records(req, decl, trx).create(header);
        if (items.length) {
          await (trx as unknown as AnyTrx).insertInto('customer_order_item')
            .values(items.map((v, i) => ({ ...v, order_id: Number(row.id), line_no: i + 1, locked: false, created_by: req.user!.name }))).execute();
        }
        out.push(row);
      }
      return out;
    }).catch((err: unknown) => {
      // A duplicate order number or a reference gone meanwhile: worded like the generic create.
      throw wordDbError(err, decl, locale, (table) => ctx.labelOfTable(table, req)) ?? err;
    });
    return ok({ list: await records(req, decl, ctx.db).answerRows(rows) });
  });

  app.post('/api/v1/order/bind/:id', write, async (req) => {
    const id = pathId(req, 'id');
    const locale = req.locale;
    const body = jsonBody(req);
    const raw = typeof body.forecastId === 'string' ? body.forecastId.trim() : typeof body.forecastId === 'number' ? String(body.forecastId) : '';
    const refuse = (message: string) => new ApiError(400, message, [{ field: 'forecastId', message }]);
    if (!raw) throw refuse(orderText(locale, 'forecast'));
    if (utf8Length(raw) > 40) throw refuse(orderText(locale, 'forecastBytes'));
    if (!new RegExp(FORECAST_PATTERN.source).test(raw)) throw refuse(labelIn(FORECAST_PATTERN.message, locale));
    const version = body.version === undefined ? undefined : bodyVersion(locale, body.version);
    const decl = coDecl(req, 'write');
    const row = await writeTransaction(ctx.db, (trx) => records(req, decl, trx).update(id, { forecast_id: raw }, { version, reason: 'bind forecast' }));
    return ok(await records(req, decl, ctx.db).answer(row));
  });

  app.get('/api/v1/order/history/:id', read, async (req) => {
    const id = pathId(req, 'id');
    await visibleOrder(ctx.db, req, coDecl(req), id);
    const { page, size } = queryPaging(req.locale, req.query as Record<string, unknown>, 500, HISTORY_PAGE_SIZE);
    const where = sql`resource in ('customer_order', 'my_order') and record_id = ${id}`;
    const total = (await sql<{ n: string }>`select count(*)::text as n from events where ${where}`.execute(ctx.db)).rows[0].n;
    const list = (await sql<ResourceRow>`select id::int as id, at, user_name, action, reason, before, after from events where ${where}
      order by id desc limit ${size} offset ${(page - 1) * size}`.execute(ctx.db)).rows;
    return ok({ list, total: Number(total), page, size });
  });

  app.get('/api/v2/order/shift/:id', read, async (req) => {
    const decl = coDecl(req);
    const order = await visibleOrder(ctx.db, req, decl, pathId(req, 'id'));
    const items = await records(req, lineDeclaration(decl, 'items'), ctx.db).answerRows(await itemsOf(ctx.db, decl, Number(order.id)));
    return ok({ ...(await records(req, decl, ctx.db).answer(order)), items, shifts: await shiftsOf(ctx.db, 'co', Number(order.id)) });
  });

  app.post('/api/v2/order/shift', write, async (req) => {
    const rows = shiftRows(req);
    const decl = coDecl(req, 'write');
    const list = await writeTransaction(ctx.db, (trx) => shiftToSalesOrders(trx, req, { kind: 'co', decl, itemTable: 'customer_order_item', parentField: 'order_id' }, rows));
    return ok({ list });
  });

  app.get('/api/v1/order/:id/:type', read, async (req) => {
    const { type } = req.params as { type: string };
    const locale = req.locale;
    if (!(TYPES as readonly string[]).includes(type)) throw queryError(locale, 'type', orderText(locale, 'type', { types: TYPES.join(', ') }));
    const decl = coDecl(req);
    const order = await visibleOrder(ctx.db, req, decl, pathId(req, 'id'));
    const id = Number(order.id);
    const head = await records(req, decl, ctx.db).answer(order);
    if (type === 'items') return ok({ ...head, items: await records(req, lineDeclaration(decl, 'items'), ctx.db).answerRows(await itemsOf(ctx.db, decl, id)) });
    if (type === 'files') return ok({ ...head, files: await ordersFiles.list(ctx.db, id) });
    if (type === 'shifts') return ok({ ...head, shifts: await shiftsOf(ctx.db, 'co', id) });
    const bindings = (await sql<ResourceRow>`select * from order_binding where order_id = ${id} order by id desc`.execute(ctx.db)).rows;
    return ok({ ...head, bindings: await records(req, orderBinding, ctx.db).answerRows(bindings) });
  });
}
