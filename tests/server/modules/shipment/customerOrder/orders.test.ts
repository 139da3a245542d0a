// Customer orders on PGlite: an order saved with its items in one transaction (a bad row writes
// nothing, named as R22 says), item add/edit/delete and lock (a locked item refuses change: 409),
// the forecast binding, history paging defaults, and the "my orders" scope.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';
import { userWith } from '../stageUsers';

interface Order { id: number; version: number; order_no: string; forecast_id: string | null; items: { id: number; qty: string | number; locked: boolean; material_id: number }[] }

describe('customer orders', () => {
  let s: TestServer;
  let admin: string;
  let customer: number;
  let materials: number[];
  const co = (token: string, payload: Record<string, unknown>, base = '/api/v1/order') => s.call({ method: 'POST', url: `${base}/lines`, token, payload });
  const get = async (id: number, token = admin) => (await s.call({ method: 'GET', url: `/api/v1/order/${id}/items`, token })).body.data as Order;
  const header = (no: string) => ({ order_no: no, customer_id: customer, currency: 'USD', order_date: '2026-11-20', status: 'open' });
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    admin = await s.login('admin');
    customer = Number((await sql<{ id: number }>`select min(id) as id from ship_customer`.execute(s.database.db)).rows[0].id);
    materials = (await sql<{ id: number }>`select id::int as id from material order by id limit 3`.execute(s.database.db)).rows.map((r) => r.id);
  });
  afterAll(() => s.close());

  it('saves an order with its items at once; a bad row is named (R22) and nothing is written', async () => {
    const bad = await co(admin, { ...header('TCO-1'), items: [{ material_id: materials[0], qty: 10, unit_price: '1.25' }, { material_id: materials[1], qty: -1, unit_price: '1' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Row 2: Quantity must be at least 0') // named by its row, never by a bare material id;
    expect((await sql`select 1 from customer_order where order_no = 'TCO-1'`.execute(s.database.db)).rows).toHaveLength(0);
    const res = await co(admin, { ...header('TCO-1'), items: [{ material_id: materials[0], qty: 10, unit_price: '1.25' }, { material_id: materials[1], qty: 5, unit_price: '0.3333' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as Order).items).toHaveLength(2);
  });

  it('creates a batch of orders all or nothing, naming the order and row of a problem', async () => {
    const batch = (qty: number) => s.call({ method: 'POST', url: '/api/v1/order/batch', token: admin, payload: { orders: [
      { ...header('TCO-B1'), items: [{ material_id: materials[0], qty: 5, unit_price: '1' }] },
      { ...header('TCO-B2'), items: [{ material_id: materials[0], qty: 1, unit_price: '1' }, { material_id: materials[1], qty, unit_price: '1' }] },
    ] } });
    const bad = await batch(-2);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Order 2: Row 2: Quantity/);
    expect((await sql`select 1 from customer_order where order_no in ('TCO-B1', 'TCO-B2')`.execute(s.database.db)).rows).toHaveLength(0);
    const good = await batch(2);
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect((await sql`select 1 from customer_order_item i join customer_order o on o.id = i.order_id where o.order_no in ('TCO-B1', 'TCO-B2')`.execute(s.database.db)).rows).toHaveLength(3);
  });

  it('adds, edits, locks and deletes items; a locked item refuses change, delete and a whole-order save (409)', async () => {
    const made = (await co(admin, { ...header('TCO-2'), items: [{ material_id: materials[0], qty: 10, unit_price: '2' }] })).body.data as Order;
    const added = await s.call({ method: 'POST', url: `/api/v1/order/${made.id}/item`, token: admin, payload: { items: [{ material_id: materials[1], qty: 7, unit_price: '3.5' }] } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    let order = await get(made.id);
    expect(order.items.map((i) => Number(i.qty))).toEqual([10, 7]);
    const [first, second] = order.items;
    const edit = await s.call({ method: 'PUT', url: '/api/v1/order/items', token: admin, payload: { items: [{ id: second.id, qty: 8 }] } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const lock = await s.call({ method: 'PUT', url: `/api/v1/order/item/${first.id}/lock`, token: admin, payload: {} });
    expect(lock.status).toBe(200);
    order = await get(made.id);
    expect(order.items[0].locked).toBe(true);
    const refused = await s.call({ method: 'PUT', url: '/api/v1/order/items', token: admin, payload: { items: [{ id: second.id, qty: 9 }, { id: first.id, qty: 11 }] } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Row 2 .*locked/);
    expect((await s.call({ method: 'DELETE', url: `/api/v1/order/item/${first.id}`, token: admin })).status).toBe(409);
    const whole = await s.call({ method: 'PUT', url: `/api/v1/order/${made.id}/lines`, token: admin, payload: { version: order.version, items: [{ id: first.id, material_id: materials[0], qty: 12, unit_price: '2' }, { id: second.id }] } });
    expect(whole.status).toBe(409);
    const dropped = await s.call({ method: 'PUT', url: `/api/v1/order/${made.id}/lines`, token: admin, payload: { version: order.version, items: [{ id: second.id }] } });
    expect(dropped.status).toBe(409);
    const same = await s.call({ method: 'PUT', url: `/api/v1/order/${made.id}/lines`, token: admin, payload: { version: order.version, items: [{ id: first.id, material_id: materials[0], qty: 10, unit_price: '2.0000' }, { id: second.id, qty: 6 }] } });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    order = await get(made.id);
    expect(order.items.map((i) => Number(i.qty))).toEqual([10, 6]);
    await s.call({ method: 'PUT', url: `/api/v1/order/item/${first.id}/lock`, token: admin, payload: { locked: false } });
    expect((await s.call({ method: 'DELETE', url: `/api/v1/order/item/${first.id}`, token: admin })).status).toBe(200);
    expect((await get(made.id)).items).toHaveLength(1);
  });

  it('binds an order to a forecast code; a blank code is a 400 naming forecastId', async () => {
    const made = (await co(admin, { ...header('TCO-3'), items: [] })).body.data as Order;
    const blank = await s.call({ method: 'POST', url: `/api/v1/order/bind/${made.id}`, token: admin, payload: { forecastId: '  ' } });
    expect(blank.status).toBe(400);
    expect((blank.body.errors as { field: string }[])[0].field).toBe('forecastId');
    const res = await s.call({ method: 'POST', url: `/api/v1/order/bind/${made.id}`, token: admin, payload: { forecastId: 'FC-2026-11' } });
    expect(res.status).toBe(200);
    expect((res.body.data as Order).forecast_id).toBe('FC-2026-11');
  });

  it('pages the history 1/50 by default', async () => {
    const made = (await co(admin, { ...header('TCO-4'), items: [{ material_id: materials[0], qty: 1, unit_price: '1' }] })).body.data as Order;
    for (let i = 0; i < 3; i++) await s.call({ method: 'POST', url: `/api/v1/order/bind/${made.id}`, token: admin, payload: { forecastId: `FC${i}` } });
    const res = await s.call({ method: 'GET', url: `/api/v1/order/history/${made.id}`, token: admin });
    expect(res.body.data).toMatchObject({ page: 1, size: 50, total: 4 });
  });

  it('scopes "my orders" to the orders the user entered, on the list, a record and writes', async () => {
    const mine = await userWith(s, 'co-clerk', ['my-co']);
    const own = (await co(mine, { ...header('TCO-MINE'), items: [{ material_id: materials[0], qty: 3, unit_price: '1' }] }, '/api/v1/order/my')).body.data as Order;
    const other = (await co(admin, { ...header('TCO-OTHER'), items: [] })).body.data as Order;
    const list = (await s.call({ method: 'GET', url: '/api/v1/order/my?size=100', token: mine })).body.data as { list: Order[]; total: number };
    expect(list.list.map((o) => o.order_no)).toEqual(['TCO-MINE']);
    expect((await s.call({ method: 'GET', url: `/api/v1/order/${other.id}/items`, token: mine })).status).toBe(404);
    expect((await s.call({ method: 'POST', url: `/api/v1/order/bind/${other.id}`, token: mine, payload: { forecastId: 'X1' } })).status).toBe(404);
    expect((await s.call({ method: 'POST', url: `/api/v1/order/bind/${own.id}`, token: mine, payload: { forecastId: 'X1' } })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: '/api/v1/order', token: mine })).status).toBe(403);
    const material = (await s.call({ method: 'GET', url: '/api/v1/order/material?size=100', token: mine })).body.data as { list: { order_no: string }[] };
    expect(new Set(material.list.map((r) => r.order_no))).toEqual(new Set(['TCO-MINE']));
    const sheet = await s.app.inject({ method: 'GET', url: '/api/v2/order/material/export', headers: { authorization: `Bearer ${mine}` } });
    expect(sheet.headers['content-disposition']).toMatch(/^attachment; filename="order_materials_\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''order_materials_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const mpn = (await sql<{ mpn: string }>`select mpn from material where id = ${materials[0]}`.execute(s.database.db)).rows[0].mpn;
    const byMpn = (await s.call({ method: 'GET', url: `/api/v1/order/material?mpn=${encodeURIComponent(mpn.toLowerCase())}&size=100`, token: mine })).body.data as { list: { order_no: string; mpn: string }[]; total: number };
    expect(byMpn).toMatchObject({ total: 1, list: [{ order_no: 'TCO-MINE', mpn }] });
  });

  it('lists items by material, customer and order number, the total counting the same rows as the page', async () => {
    const mpn = (await sql<{ mpn: string }>`select mpn from material where id = ${materials[2]}`.execute(s.database.db)).rows[0].mpn;
    await co(admin, { ...header('TCO-M1'), items: [{ material_id: materials[2], qty: 1, unit_price: '2' }, { material_id: materials[2], qty: 2, unit_price: '2' }, { material_id: materials[1], qty: 3, unit_price: '2' }] });
    await co(admin, { ...header('TCO-M2'), items: [{ material_id: materials[2], qty: 4, unit_price: '2.5', cpn: 'A$&"B\\é\n' }] });
    const page = async (query: string) => (await s.call({ method: 'GET', url: `/api/v1/order/material?${query}`, token: admin })).body.data as { list: { order_no: string; line_no: number; mpn: string; amount: string }[]; total: number };
    const count = async (customerId: number | null) =>
      Number((await sql<{ n: string }>`select count(*) as n from customer_order_item i join customer_order o on o.id = i.order_id
        where i.material_id = ${materials[2]} and (${customerId}::bigint is null or o.customer_id = ${customerId})`.execute(s.database.db)).rows[0].n);
    const all = await page(`mpn=${encodeURIComponent(mpn)}&size=2`);
    expect(all.total).toBe(await count(null));
    expect(all.list).toHaveLength(2);
    expect(all.list.every((r) => r.mpn === mpn)).toBe(true);
    expect(await page(`mpn=${encodeURIComponent(mpn)}&order_no=tco-m1&size=10`)).toMatchObject({ total: 2, list: [{ order_no: 'TCO-M1', line_no: 1 }, { order_no: 'TCO-M1', line_no: 2 }] });
    expect(await page(`mpn=${encodeURIComponent(mpn)}&customer_id=${customer}&material_id=${materials[2]}&size=10`)).toMatchObject({ total: await count(customer) });
    expect(await page(`mpn=${encodeURIComponent(mpn)}&customer_id=${customer + 100000}&size=10`)).toMatchObject({ total: 0, list: [] });
    expect(await page('mpn=NO-SUCH-MPN&size=10')).toMatchObject({ total: 0, list: [] });
    expect((await page(`mpn=${encodeURIComponent(mpn)}&order_no=TCO-M2`)).list).toEqual([expect.objectContaining({ order_no: 'TCO-M2', amount: '10.0000', cpn: 'A$&"B\\é' })]);
  });
});
