// Sales-order calls beyond the declaration's generic ones (list, create, edit, export at /api/v2/so):
//   GET    /api/v2/so/detail?id=     the sales order with its items, files, shifts and binding
//   GET    /api/v2/so/material       items across sales orders (mpn, customer_id, so_no), paged
//   DELETE /api/v2/so/item/{id}      delete an item (the order's version is bumped)
//   POST   /api/v2/so/shift          shift item quantities to other sales orders of the customer
//   GET    /api/v2/so/binding/{id}   the customer order it is bound to and its binding requests
// Files: /api/v2/so/file/upload/{id}, /file/download/{id}, /file/{id} (the orders' file routes).
// Of the customer-order module it uses only ../customerOrder/shared.ts.
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { customerOrder } from '../../../../src/resources/shipment/customerOrder/model/customerOrder';
import { orderBinding } from '../../../../src/resources/shipment/customerOrder/model/orderBinding';
import { lineDeclaration } from '../../../../src/schema';
import { limitOf } from '../../../records/scope';
import type { ResourceRow } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { queryId, queryPaging, queryText } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { records } from '../../../records/recordService';
import { pathId } from '../../../records/request';
import { itemsOf, lockOrders, orderText, registerFileRoutes, salesOrderFiles, shiftRows, shiftsOf, shiftToSalesOrders, soDecl, soRule, touchOrder, visibleOrder } from '../customerOrder/shared';

export function registerSalesOrderRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const read = access(soRule('read'));
  const write = access(soRule('write'));

  const bindingOf = async (so: ResourceRow) => {
    const order = so.order_id ? (await sql<ResourceRow>`select * from customer_order where id = ${Number(so.order_id)}`.execute(ctx.db)).rows[0] : undefined;
    const requests = (await sql<ResourceRow>`select * from order_binding where so_id = ${Number(so.id)} order by id desc`.execute(ctx.db)).rows;
    return { order: order ?? null, requests };
  };

  app.get('/api/v2/so/detail', read, async (req) => {
    const locale = req.locale;
    const id = queryId(locale, 'id', (req.query as Record<string, unknown>).id);
    if (!id) throw new ApiError(400, orderText(locale, 'rowId', { row: 1, field: 'id' }).replace(/^[^:：]*[:：]\s*/, ''), [{ field: 'id', message: 'id' }]);
    const decl = soDecl(req);
    const so = await visibleOrder(ctx.db, req, decl, id);
    const { order, requests } = await bindingOf(so);
    return ok({
      ...(await records(req, decl, ctx.db).answer(so)),
      items: await records(req, lineDeclaration(decl, 'items'), ctx.db).answerRows(await itemsOf(ctx.db, decl, id)),
      files: await salesOrderFiles.list(ctx.db, id),
      shifts: await shiftsOf(ctx.db, 'so', id),
      order: order && (await records(req, customerOrder, ctx.db).answer(order)),
      bindings: await records(req, orderBinding, ctx.db).answerRows(requests),
    });
  });

  app.get('/api/v2/so/material', read, async (req) => {
    const locale = req.locale;
    const q = req.query as Record<string, unknown>;
    const decl = soDecl(req);
    const limit = limitOf(decl, req);
    const parts: RawBuilder<boolean>[] = [sql<boolean>`true`];
    if (limit !== 'all') parts.push(sql<boolean>`i.so_id in (select id from sales_order where ${limit.condition})`);
    const mpn = queryText(locale, 'mpn', q.mpn);
    if (mpn) parts.push(sql<boolean>`i.material_id in (select id from material where mpn = ${mpn.toUpperCase()})`);
    const customer = queryId(locale, 'customer_id', q.customer_id);
    if (customer) parts.push(sql<boolean>`s.customer_id = ${customer}`);
    const soNo = queryText(locale, 'so_no', q.so_no);
    if (soNo) parts.push(sql<boolean>`s.so_no = ${soNo.toUpperCase()}`);
    const where = sql.join(parts, sql` and `);
    const { page, size } = queryPaging(locale, q);
    const list = (await sql<ResourceRow>`select i.id::int as id, s.id::int as so_id, s.so_no, c.name as customer, s.so_date::text as so_date, s.currency, i.line_no::int as line_no,
        m.mpn, i.qty::text as qty, i.unit_price::text as unit_price, (i.qty * i.unit_price)::numeric(24, 4)::text as amount, i.request_date::text as request_date
      from sales_order_item i join sales_order s on s.id = i.so_id join material m on m.id = i.material_id join ship_customer c on c.id = s.customer_id
      where ${where} order by s.so_date desc, s.id desc, i.line_no limit ${size} offset ${(page - 1) * size}`.execute(ctx.db)).rows;
    const total = (await sql<{ n: string }>`select count(*)::text as n from sales_order_item i join sales_order s on s.id = i.so_id where ${where}`.execute(ctx.db)).rows[0].n;
    return ok({ list, total: Number(total), page, size });
  });

  app.delete('/api/v2/so/item/:id', write, async (req) => {
    const id = pathId(req, 'id');
    const decl = soDecl(req, 'write');
    const soId = await writeTransaction(ctx.db, async (trx) => {
      const item = (await sql<{ so_id: number }>`select so_id::int as so_id from sales_order_item where id = ${id}`.execute(trx)).rows[0];
      if (!item) throw new ApiError(404, orderText(req.locale, 'rowNoItem', { row: 1, id }).replace(/^[^:：]*[:：]\s*/, ''));
      const so = (await lockOrders(trx, req, decl, [item.so_id])).get(item.so_id)!;
      const before = await itemsOf(trx, decl, item.so_id);
      await sql`delete from sales_order_item where id = ${id}`.execute(trx);
      await touchOrder(trx, req, decl, so, before, 'delete item');
      return item.so_id;
    });
    const so = await visibleOrder(ctx.db, req, decl, soId);
    return ok({ ...(await records(req, decl, ctx.db).answer(so)), items: await records(req, lineDeclaration(decl, 'items'), ctx.db).answerRows(await itemsOf(ctx.db, decl, soId)) });
  });

  app.post('/api/v2/so/shift', write, async (req) => {
    const rows = shiftRows(req);
    const decl = soDecl(req, 'write');
    const list = await writeTransaction(ctx.db, (trx) => shiftToSalesOrders(trx, req, { kind: 'so', decl, itemTable: 'sales_order_item', parentField: 'so_id' }, rows));
    return ok({ list });
  });

  app.get('/api/v2/so/binding/:id', read, async (req) => {
    const so = await visibleOrder(ctx.db, req, soDecl(req), pathId(req, 'id'));
    const { order, requests } = await bindingOf(so);
    return ok({ order: order && (await records(req, customerOrder, ctx.db).answer(order)), list: await records(req, orderBinding, ctx.db).answerRows(requests) });
  });

  registerFileRoutes(app, ctx, { prefix: '/api/v2/so', files: salesOrderFiles, rule: soRule, declOf: soDecl });
}
