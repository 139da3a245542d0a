// A customer order's items one by one (document 2, customer orders):
//   POST   /api/v1/order/{id}/item       add items ({ items: [...] } or one item; optional version)
//   PUT    /api/v1/order/items           edit items of one or more orders ({ items: [{ id, version?, ...changes }] })
//   DELETE /api/v1/order/item/{id}       delete an item
//   PUT    /api/v1/order/item/{id}/lock  lock ({ locked: true }, the default) or unlock an item
// Each is one transaction with the orders locked; a locked item refuses change and delete (409); the
// order's version is bumped, so a save of the whole order with the old version is stale (409).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { lineErrorField, validateLines, type ResourceDeclaration } from '../../../../src/schema';
import type { DB, ResourceRow } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { injectAs } from '../../../http/forward';
import { ApiError, ok } from '../../../http/errors';
import { bodyVersion } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { jsonBody, pathId } from '../../../records/request';
import { coDecl, coRule, lockOrders } from './orderAccess';
import { orderText } from './messages';
import { bodyId, itemsOf, refuseStale, rowsOf, touchOrder } from './orderWrite';

interface ItemRow { id: number; order_id: number; locked: boolean; mpn: string }

/** Items by id with their order and title (the material's MPN), locked with their orders. */
async function itemsById(trx: Transaction<DB>, ids: number[]) {
  const rows = await sql<ItemRow>`select i.id::int as id, i.order_id::int as order_id, i.locked, m.mpn
    from customer_order_item i join material m on m.id = i.material_id where i.id in (${sql.join(ids)})`.execute(trx);
  return new Map(rows.rows.map((r) => [r.id, r]));
}

/** The order with its items, as the generic lines call answers it (guards and reference titles). */
async function answerOrder(app: FastifyInstance, req: FastifyRequest, decl: ResourceDeclaration, id: number) {
  const res = await injectAs(app, req, 'GET', `${decl.api.base}/${id}/lines`);
  return res.json() as unknown;
}

const lockedError = (status: number, message: string, field: string, row?: number) => new ApiError(status, message, [{ field, message, ...(row ? { row } : {}) }]);

export function registerItemRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const write = access(coRule('write'));

  app.post('/api/v1/order/:id/item', write, async (req) => {
    const id = pathId(req, 'id');
    const locale = req.locale;
    const body = jsonBody(req);
    const decl = coDecl(req, 'write');
    const rows = Array.isArray(body.items) ? rowsOf(body, 'items', orderText(locale, 'items')) : [Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'version'))];
    const version = body.version === undefined ? undefined : bodyVersion(locale, body.version);
    const checked = await validateLines(decl, 'items', rows.map(({ id: _i, ...r }) => r), {}, locale);
    if (!checked.ok) throw new ApiError(400, checked.errors[0].message, checked.errors);
    await writeTransaction(ctx.db, async (trx) => {
      const order = (await lockOrders(trx, req, decl, [id])).get(id)!;
      refuseStale(req, decl, order, version);
      const before = await itemsOf(trx, decl, id);
      const next = before.reduce((n, r) => Math.max(n, Number(r.line_no ?? 0)), 0);
      const values = checked.values.map((v, i) => ({ ...v, order_id: id, line_no: next + i + 1, locked: false, created_by: req.user!.name }));
      await (trx as unknown as Transaction<Record<string, Record<string, unknown>>>).insertInto('customer_order_item').values(values).execute();
      await touchOrder(trx, req, decl, order, before, 'add items');
    });
    return answerOrder(app, req, decl, id);
  });

  app.put('/api/v1/order/items', write, async (req) => {
    const locale = req.locale;
    const decl = coDecl(req, 'write');
    const rows = rowsOf(jsonBody(req), 'items', orderText(locale, 'items'));
    const ids = rows.map((r, i) => {
      const id = bodyId(r.id);
      if (id === undefined) throw lockedError(400, orderText(locale, 'rowId', { row: i + 1, field: 'id' }), lineErrorField('items', i, 'id'), i + 1);
      return id;
    });
    const versions = rows.map((r) => (r.version === undefined ? undefined : bodyVersion(locale, r.version)));
    const checked = await validateLines(decl, 'items', rows.map(({ version: _v, ...r }) => r), {}, locale);
    if (!checked.ok) throw new ApiError(400, checked.errors[0].message, checked.errors);
    const touched = await writeTransaction(ctx.db, async (trx) => {
      const known = await itemsById(trx, ids);
      ids.forEach((id, i) => {
        if (!known.has(id)) throw lockedError(400, orderText(locale, 'rowNoItem', { row: i + 1, id }), lineErrorField('items', i, 'id'), i + 1);
      });
      const orders = await lockOrders(trx, req, decl, [...known.values()].map((k) => k.order_id));
      const before = new Map<number, ResourceRow[]>();
      for (const orderId of orders.keys()) before.set(orderId, await itemsOf(trx, decl, orderId));
      for (const [i, id] of ids.entries()) {
        const item = known.get(id)!;
        refuseStale(req, decl, orders.get(item.order_id)!, versions[i]);
        // Read under the order's lock: a lock taken meanwhile is seen.
        const now = before.get(item.order_id)!.find((r) => Number(r.id) === id)!;
        if (now.locked === true) throw lockedError(409, orderText(locale, 'rowLocked', { row: i + 1, title: item.mpn }), lineErrorField('items', i, 'id'), i + 1);
        const { id: _id, ...values } = checked.values[i];
        if (Object.keys(values).length) await sql`update customer_order_item set ${sql.join(Object.entries(values).map(([k, v]) => sql`${sql.ref(k)} = ${v}`))} where id = ${id}`.execute(trx);
      }
      const out: number[] = [];
      for (const [orderId, order] of orders) out.push(Number((await touchOrder(trx, req, decl, order, before.get(orderId)!, 'edit items')).row.id));
      return out;
    });
    return ok({ orders: touched });
  });

  /** One item's change under its order's lock: 404 when the item or its order is not the caller's. */
  async function onItem(req: FastifyRequest, reason: string, change: (trx: Transaction<DB>, item: ResourceRow, title: string) => Promise<void>) {
    const id = pathId(req, 'id');
    const locale = req.locale;
    const decl = coDecl(req, 'write');
    const orderId = await writeTransaction(ctx.db, async (trx) => {
      const known = (await itemsById(trx, [id])).get(id);
      if (!known) throw new ApiError(404, orderText(locale, 'rowNoItem', { row: 1, id }).replace(/^[^:：]*[:：]\s*/, ''));
      const order = (await lockOrders(trx, req, decl, [known.order_id])).get(known.order_id)!;
      const before = await itemsOf(trx, decl, known.order_id);
      await change(trx, before.find((r) => Number(r.id) === id)!, known.mpn);
      await touchOrder(trx, req, decl, order, before, reason);
      return known.order_id;
    });
    return answerOrder(app, req, decl, orderId);
  }

  app.delete('/api/v1/order/item/:id', write, (req) =>
    onItem(req, 'delete item', async (trx, item, title) => {
      if (item.locked === true) throw new ApiError(409, orderText(req.locale, 'locked', { title }));
      await sql`delete from customer_order_item where id = ${Number(item.id)}`.execute(trx);
    }),
  );

  app.put('/api/v1/order/item/:id/lock', write, (req) => {
    const body = jsonBody(req);
    const locked = body.locked === undefined ? true : body.locked;
    if (typeof locked !== 'boolean') throw new ApiError(400, orderText(req.locale, 'lockedBody'), [{ field: 'locked', message: orderText(req.locale, 'lockedBody') }]);
    return onItem(req, locked ? 'lock item' : 'unlock item', async (trx, item) => {
      await sql`update customer_order_item set locked = ${locked} where id = ${Number(item.id)}`.execute(trx);
    });
  });
}
