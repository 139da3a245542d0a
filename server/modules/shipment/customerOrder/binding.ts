// Binding customer orders to sales orders (document 2, customer orders):
//   POST /api/v2/order/binding/{id}      ask to bind the order to sales orders ({ soIds }): review requests
//   GET  /api/v2/order/non-binding       orders no sales order is bound to (paged)
//   GET  /api/v2/order/non-binding-so/{id}  open sales orders of the order's customer bound to no other order
// The requests wait in the message centre's Order binding review (declared transitions, approve and
// refuse); approving links the sales order to the order (no quantity moves), and the dataset counter
// co_binding_so_review_count counts the requests waiting.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { CO_ACCESS } from '../../../../src/resources/shipment/customerOrder/model/customerOrder';
import { orderBinding } from '../../../../src/resources/shipment/customerOrder/model/orderBinding';
import { salesOrder } from '../../../../src/resources/shipment/salesOrder/model/salesOrder';
import type { TransitionEffect } from '../../../records/transitionEffects';
import { limitOf } from '../../../records/scope';
import type { DB, ResourceRow } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { queryPaging } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { records } from '../../../records/recordService';
import { jsonBody, pathId } from '../../../records/request';
import type { DatasetCounter } from '../../../system/datasetCounters';
import { coDecl, coRule, lockOrders, visibleOrder } from './orderAccess';
import { orderText } from './messages';
import { bodyId, itemsOf, touchOrder } from './orderWrite';

const soIdsOf = (req: FastifyRequest): number[] => {
  const body = jsonBody(req);
  const raw = body.soIds ?? (body.soId === undefined ? undefined : [body.soId]);
  const ids = Array.isArray(raw) ? raw.map(bodyId) : [];
  if (!ids.length || ids.some((id) => id === undefined)) {
    const msg = orderText(req.locale, 'soIds');
    throw new ApiError(400, msg, [{ field: 'soIds', message: msg }]);
  }
  return [...new Set(ids as number[])];
};

export function registerBindingRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.post('/api/v2/order/binding/:id', access(coRule('write')), async (req) => {
    const id = pathId(req, 'id');
    const soIds = soIdsOf(req);
    const locale = req.locale;
    const decl = coDecl(req, 'write');
    const created = await writeTransaction(ctx.db, async (trx) => {
      const order = (await lockOrders(trx, req, decl, [id])).get(id)!;
      // A sales order id that names none is bad input (400 on soIds), not a missing order.
      const sos = await lockOrders(trx, req, salesOrder, soIds).catch((err: unknown) => {
        if (!(err instanceof ApiError) || err.status !== 404) throw err;
        throw new ApiError(400, err.message, [{ field: 'soIds', message: err.message }]);
      });
      const out: ResourceRow[] = [];
      for (const so of sos.values()) {
        const name = String(so.so_no);
        if (String(so.customer_id) !== String(order.customer_id)) throw new ApiError(400, orderText(locale, 'notSoCustomer', { so: name }), [{ field: 'soIds', message: orderText(locale, 'notSoCustomer', { so: name }) }]);
        if (so.order_id !== null && so.order_id !== undefined) {
          const bound = (await sql<{ order_no: string }>`select order_no from customer_order where id = ${Number(so.order_id)}`.execute(trx)).rows[0];
          throw new ApiError(409, orderText(locale, 'soBound', { so: name, order: bound?.order_no ?? String(so.order_id) }));
        }
        const pending = await sql`select 1 from order_binding where order_id = ${id} and so_id = ${Number(so.id)} and status = 'pending'`.execute(trx);
        if (pending.rows.length) throw new ApiError(409, orderText(locale, 'soPending', { so: name }));
        out.push(await records(req, orderBinding, trx).create({ order_id: id, so_id: Number(so.id), status: 'pending' }));
      }
      return out;
    });
    return ok({ list: await records(req, orderBinding, ctx.db).answerRows(created) });
  });

  app.get('/api/v2/order/non-binding', access(coRule('read')), async (req) => {
    const decl = coDecl(req);
    const { page, size } = queryPaging(req.locale, req.query as Record<string, unknown>);
    const limit = limitOf(decl, req);
    const own = limit === 'all' ? sql`true` : limit.condition;
    const unbound = sql`not exists (select 1 from sales_order s where s.order_id = customer_order.id) and ${own}`;
    const total = (await sql<{ n: string }>`select count(*)::text as n from customer_order where ${unbound}`.execute(ctx.db)).rows[0].n;
    const rows = (await sql<ResourceRow>`select * from customer_order where ${unbound} order by order_date desc, id desc limit ${size} offset ${(page - 1) * size}`.execute(ctx.db)).rows;
    return ok({ list: await records(req, decl, ctx.db).answerRows(rows), total: Number(total) });
  });

  app.get('/api/v2/order/non-binding-so/:id', access(coRule('read')), async (req) => {
    const order = await visibleOrder(ctx.db, req, coDecl(req), pathId(req, 'id'));
    // Open sales orders of the customer bound to no other order: binding candidates (bound = already this order's), and shift targets.
    const rows = (await sql<ResourceRow>`select s.*, s.order_id is not null as bound,
        exists (select 1 from order_binding b where b.so_id = s.id and b.order_id = ${Number(order.id)} and b.status = 'pending') as pending
      from sales_order s where s.customer_id = ${Number(order.customer_id)} and (s.order_id is null or s.order_id = ${Number(order.id)}) and s.status = 'open'
      order by s.so_date desc, s.id desc limit 500`.execute(ctx.db)).rows;
    return ok({ list: await records(req, salesOrder, ctx.db).answerRows(rows) });
  });
}

/** Approving links the sales order to the order; one already bound to another order refuses it (409). */
export const approveBinding: TransitionEffect = async (trx, { req, row }) => {
  const so = (await sql<ResourceRow>`select * from sales_order where id = ${Number(row.so_id)} for update`.execute(trx)).rows[0];
  if (so.order_id !== null && String(so.order_id) !== String(row.order_id)) {
    const bound = (await sql<{ order_no: string }>`select order_no from customer_order where id = ${Number(so.order_id)}`.execute(trx)).rows[0];
    throw new ApiError(409, orderText(req.locale, 'soBound', { so: String(so.so_no), order: bound?.order_no ?? '' }));
  }
  const items = await itemsOf(trx, salesOrder, Number(so.id));
  await sql`update sales_order set order_id = ${Number(row.order_id)} where id = ${Number(so.id)}`.execute(trx);
  await touchOrder(trx, req, salesOrder, so, items, 'binding approved');
  await sql`update order_binding set reviewed_at = now() where id = ${Number(row.id)}`.execute(trx);
};

export const refuseBinding: TransitionEffect = async (trx, { row }) => {
  await sql`update order_binding set reviewed_at = now() where id = ${Number(row.id)}`.execute(trx);
};

export const bindingReviewCounter: DatasetCounter = {
  field: 'co_binding_so_review_count',
  access: CO_ACCESS,
  count: async (db: Kysely<DB>) => Number((await sql<{ n: string }>`select count(*)::text as n from order_binding where status = 'pending'`.execute(db)).rows[0].n),
};
