// Concurrent writes of one order on PostgreSQL: two saves with the same version, one wins and the
// other is a 409 with nothing of it written; two shifts that together exceed an item, one wins.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../harness';

interface Order { id: number; version: number; items: { id: number; qty: string }[] }

describe.skipIf(!process.env.DATABASE_URL)('concurrent order writes on PostgreSQL', () => {
  let s: TestServer;
  let admin: string;
  let order: Order;
  let so: number;
  beforeAll(async () => {
    s = await startTestServer('postgres');
    admin = await s.login('admin');
    const customer = Number((await sql<{ id: number }>`select min(id) as id from ship_customer`.execute(s.database.db)).rows[0].id);
    const material = Number((await sql<{ id: number }>`select min(id) as id from material`.execute(s.database.db)).rows[0].id);
    const head = { customer_id: customer, currency: 'USD', status: 'open' };
    order = (await s.call({ method: 'POST', url: '/api/v1/order/lines', token: admin, payload: { ...head, order_no: 'TRACE-1', order_date: '2026-11-20', items: [{ material_id: material, qty: 50, unit_price: '1' }] } })).body.data as Order;
    so = ((await s.call({ method: 'POST', url: '/api/v2/so/lines', token: admin, payload: { ...head, so_no: 'TRACE-SO', so_date: '2026-11-20', items: [] } })).body.data as Order).id;
  });
  afterAll(() => s.close());

  it('lets one of two saves with the same version win; the other is 409', async () => {
    const save = (qty: number) => s.call({ method: 'PUT', url: `/api/v1/order/${order.id}/lines`, token: admin, payload: { version: order.version, items: [{ id: order.items[0].id, qty }] } });
    const results = await Promise.all([save(41), save(42)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.data as Order;
    const stored = (await sql<{ qty: string }>`select qty::text as qty from customer_order_item where id = ${order.items[0].id}`.execute(s.database.db)).rows[0].qty;
    expect(stored).toBe(String(winner.items[0].qty));
  });

  it('lets one of two shifts that together exceed the item win; the sum is kept', async () => {
    const sum = async () => (await sql<{ q: string }>`select ((select sum(qty) from customer_order_item where order_id = ${order.id}) + (select coalesce(sum(qty), 0) from sales_order_item where so_id = ${so}))::text as q`.execute(s.database.db)).rows[0].q;
    const before = await sum();
    const left = Number((await sql<{ qty: string }>`select qty::text as qty from customer_order_item where id = ${order.items[0].id}`.execute(s.database.db)).rows[0].qty);
    const shift = () => s.call({ method: 'POST', url: '/api/v2/order/shift', token: admin, payload: { items: [{ itemId: order.items[0].id, soId: so, qty: left - 10 }] } });
    const results = await Promise.all([shift(), shift()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await sum()).toBe(before);
  });
});
