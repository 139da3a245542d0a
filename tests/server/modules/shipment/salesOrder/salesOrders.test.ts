// Sales orders on PGlite: "my sales orders" are the user's own (list, detail, writes); deleting an
// item bumps the order's version (an editor holding the old one gets 409); the non-binding list
// leaves out an order once a sales order is bound to it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';
import { userWith } from '../stageUsers';

interface So { id: number; version: number; so_no: string; items: { id: number }[] }

describe('sales orders', () => {
  let s: TestServer;
  let admin: string;
  let customer: number;
  let material: number;
  const so = (token: string, no: string, base = '/api/v2/so') =>
    s.call({ method: 'POST', url: `${base}/lines`, token, payload: { so_no: no, customer_id: customer, currency: 'USD', so_date: '2026-11-20', status: 'open', items: [{ material_id: material, qty: 5, unit_price: '2' }, { material_id: material, qty: 6, unit_price: '2' }] } });
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    admin = await s.login('admin');
    customer = Number((await sql<{ id: number }>`select min(id) as id from ship_customer`.execute(s.database.db)).rows[0].id);
    material = Number((await sql<{ id: number }>`select min(id) as id from material`.execute(s.database.db)).rows[0].id);
  });
  afterAll(() => s.close());

  it('shows "my sales orders" only to the user who entered them', async () => {
    const clerk = await userWith(s, 'so-clerk', ['my-so-manager']);
    const own = (await so(clerk, 'TSO-MINE', '/api/v2/so/my')).body.data as So;
    const other = (await so(admin, 'TSO-OTHER')).body.data as So;
    const list = (await s.call({ method: 'GET', url: '/api/v2/so/my?size=100', token: clerk })).body.data as { list: So[] };
    expect(list.list.map((x) => x.so_no)).toEqual(['TSO-MINE']);
    expect((await s.call({ method: 'GET', url: `/api/v2/so/detail?id=${other.id}`, token: clerk })).status).toBe(404);
    expect((await s.call({ method: 'DELETE', url: `/api/v2/so/item/${other.items[0].id}`, token: clerk })).status).toBe(404);
    expect((await s.call({ method: 'GET', url: `/api/v2/so/detail?id=${own.id}`, token: clerk })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: '/api/v2/so', token: clerk })).status).toBe(403);
  });

  it('bumps the version when an item is deleted, so a stale save is refused', async () => {
    const made = (await so(admin, 'TSO-DEL')).body.data as So;
    expect((await s.call({ method: 'DELETE', url: `/api/v2/so/item/${made.items[0].id}`, token: admin })).status).toBe(200);
    const stale = await s.call({ method: 'PUT', url: `/api/v2/so/${made.id}/lines`, token: admin, payload: { version: made.version, items: [] } });
    expect(stale.status).toBe(409);
    const detail = (await s.call({ method: 'GET', url: `/api/v2/so/detail?id=${made.id}`, token: admin })).body.data as So;
    expect(detail.items.map((i) => i.id)).toEqual([made.items[1].id]);
    expect(detail.version).toBe(made.version + 1);
  });

  it('lists an order as non-binding until a sales order is bound to it', async () => {
    const order = (await s.call({ method: 'POST', url: '/api/v1/order/lines', token: admin, payload: { order_no: 'TNB-1', customer_id: customer, currency: 'USD', order_date: '2026-11-20', status: 'open', items: [] } })).body.data as So;
    const target = (await so(admin, 'TSO-NB')).body.data as So;
    const unbound = async () => ((await s.call({ method: 'GET', url: '/api/v2/order/non-binding?size=500', token: admin })).body.data as { list: { id: number }[] }).list.some((o) => o.id === order.id);
    expect(await unbound()).toBe(true);
    const asked = (await s.call({ method: 'POST', url: `/api/v2/order/binding/${order.id}`, token: admin, payload: { soIds: [target.id] } })).body.data as { list: { id: number }[] };
    await s.call({ method: 'POST', url: '/api/v2/order/binding-review/review', token: admin, payload: { status: 'approved', items: [{ id: asked.list[0].id }] } });
    expect(await unbound()).toBe(false);
  });
});
