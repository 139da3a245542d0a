// Shifts and bindings never create or lose quantity: the sum over the source and target orders is the
// same before and after (a CO to SOs, an SO to another SO, an approved binding), a refused shift
// changes nothing, and the binding review counts what waits and links the SO on approval.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';

interface Item { id: number; qty: string | number; material_id: number }
interface Order { id: number; version: number; items: Item[] }

describe('shifts and bindings', () => {
  let s: TestServer;
  let admin: string;
  let customer: number;
  let materials: number[];
  let orderId: number;
  let soA: number;
  let soB: number;
  const post = (url: string, payload: Record<string, unknown>) => s.call({ method: 'POST', url, token: admin, payload });
  /** The quantity over the order and both sales orders, counted by the database. */
  const total = async () =>
    (await sql<{ q: string }>`select ((select coalesce(sum(qty), 0) from customer_order_item where order_id = ${orderId})
      + (select coalesce(sum(qty), 0) from sales_order_item where so_id in (${soA}, ${soB})))::text as q`.execute(s.database.db)).rows[0].q;
  const items = async (url: string) => ((await s.call({ method: 'GET', url, token: admin })).body.data as Order).items;

  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    admin = await s.login('admin');
    customer = Number((await sql<{ id: number }>`select min(id) as id from ship_customer`.execute(s.database.db)).rows[0].id);
    materials = (await sql<{ id: number }>`select id::int as id from material order by id limit 2`.execute(s.database.db)).rows.map((r) => r.id);
    const co = await post('/api/v1/order/lines', { order_no: 'TSH-1', customer_id: customer, currency: 'USD', order_date: '2026-11-20', status: 'open',
      items: [{ material_id: materials[0], qty: 100, unit_price: '1.5' }, { material_id: materials[1], qty: 40, unit_price: '2' }] });
    orderId = (co.body.data as Order).id;
    const so = (no: string) => post('/api/v2/so/lines', { so_no: no, customer_id: customer, currency: 'USD', so_date: '2026-11-21', status: 'open', items: [{ material_id: materials[1], qty: 5, unit_price: '2' }] });
    soA = ((await so('TSO-A')).body.data as Order).id;
    soB = ((await so('TSO-B')).body.data as Order).id;
  });
  afterAll(() => s.close());

  it('shifts part of a CO item to an SO: the CO item shrinks, the SO gains a line, the sum is unchanged', async () => {
    const before = await total();
    const [first] = await items(`/api/v1/order/${orderId}/items`);
    const res = await post('/api/v2/order/shift', { items: [{ itemId: first.id, soId: soA, qty: 30 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Number((await items(`/api/v1/order/${orderId}/items`))[0].qty)).toBe(70);
    const soItems = await items(`/api/v2/so/detail?id=${soA}`);
    expect(Number(soItems.find((i) => i.material_id === materials[0])!.qty)).toBe(30);
    expect(await total()).toBe(before);
    const log = (await s.call({ method: 'GET', url: `/api/v2/order/shift/${orderId}`, token: admin })).body.data as { shifts: { qty: string }[] };
    expect(log.shifts.map((x) => x.qty)).toEqual(['30']);
  });

  it('refuses more than an item holds and a locked item, naming the row, and changes nothing', async () => {
    const before = await total();
    const [first, second] = await items(`/api/v1/order/${orderId}/items`);
    const tooMuch = await post('/api/v2/order/shift', { items: [{ itemId: second.id, soId: soA, qty: 10 }, { itemId: first.id, soId: soB, qty: 71 }] });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toMatch(/^Row 2 .*only 70 left/);
    await s.call({ method: 'PUT', url: `/api/v1/order/item/${second.id}/lock`, token: admin, payload: {} });
    const locked = await post('/api/v2/order/shift', { items: [{ itemId: second.id, soId: soA, qty: 1 }] });
    expect(locked.status).toBe(409);
    expect(await total()).toBe(before);
    expect(Number((await items(`/api/v1/order/${orderId}/items`))[1].qty)).toBe(40);
  });

  it('refuses a shift into a sales order of another currency unless confirmed, naming the field', async () => {
    const cny = (await post('/api/v2/so/lines', { so_no: 'TSO-CNY', customer_id: customer, currency: 'CNY', so_date: '2026-11-22', status: 'open', items: [] })).body.data as Order;
    const [first] = await items(`/api/v1/order/${orderId}/items`);
    const before = await total();
    const refused = await post('/api/v2/order/shift', { items: [{ itemId: first.id, soId: cny.id, qty: 1 }] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Row 1 .*in USD but sales order TSO-CNY is in CNY/);
    expect((refused.body.errors as { field: string }[])[0].field).toBe('items.0.confirmCurrency');
    expect(await total()).toBe(before);
    expect(await items(`/api/v2/so/detail?id=${cny.id}`)).toEqual([]);
    const confirmed = await post('/api/v2/order/shift', { items: [{ itemId: first.id, soId: cny.id, qty: 1, confirmCurrency: true }] });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await items(`/api/v2/so/detail?id=${cny.id}`)).map((i) => Number(i.qty))).toEqual([1]);
    expect(Number((await items(`/api/v1/order/${orderId}/items`))[0].qty)).toBe(Number(first.qty) - 1);
  });

  it('shifts between sales orders and keeps the sum', async () => {
    const before = await total();
    const line = (await items(`/api/v2/so/detail?id=${soA}`)).find((i) => i.material_id === materials[0])!;
    const res = await post('/api/v2/so/shift', { items: [{ itemId: line.id, soId: soB, qty: 12 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await total()).toBe(before);
    expect(Number((await items(`/api/v2/so/detail?id=${soB}`)).find((i) => i.material_id === materials[0])!.qty)).toBe(12);
  });

  it('binds through the review: counted while pending, approval links the SO, quantities untouched', async () => {
    const before = await total();
    const counted = async () => ((await s.call({ method: 'GET', url: '/api/v1/counter/dataset', token: admin })).body.data as Record<string, number>).co_binding_so_review_count;
    const waiting = await counted();
    const asked = await post(`/api/v2/order/binding/${orderId}`, { soIds: [soA] });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(await counted()).toBe(waiting + 1);
    expect((await post(`/api/v2/order/binding/${orderId}`, { soIds: [soA] })).status).toBe(409);
    const request = (asked.body.data as { list: { id: number }[] }).list[0];
    const approved = await post('/api/v2/order/binding-review/review', { status: 'approved', items: [{ id: request.id }] });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await counted()).toBe(waiting);
    const binding = (await s.call({ method: 'GET', url: `/api/v2/so/binding/${soA}`, token: admin })).body.data as { order: { id: number } };
    expect(binding.order.id).toBe(orderId);
    expect(await total()).toBe(before);
    const free = (await s.call({ method: 'GET', url: `/api/v2/order/non-binding-so/${orderId}`, token: admin })).body.data as { list: { id: number; bound: boolean }[] };
    expect(free.list.filter((x) => [soA, soB].includes(x.id)).map((x) => [x.id, x.bound])).toEqual(expect.arrayContaining([[soA, true], [soB, false]]));
  });
});
