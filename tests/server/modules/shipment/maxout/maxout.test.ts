// Max-out: per material, unbound pre-PO demand beyond stock + open PO qty - PO qty already bound;
// read-only for everyone; exact quantities.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';

describe('max-out (PGlite)', () => {
  let s: TestServer;
  let op: string;
  let vendor: number;
  let material: number;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
    // A part nobody stocks, orders or plans yet.
    const row = (await sql<{ v: number; m: number }>`select (select min(id) from vendor)::int as v, m.id::int as m from material m
      where not exists (select 1 from inventory i where i.material_id = m.id) and not exists (select 1 from purchase_order p where p.material_id = m.id)
        and not exists (select 1 from pre_po p where p.material_id = m.id) order by m.id limit 1`.execute(s.database.db)).rows[0];
    ({ v: vendor, m: material } = row);
  });
  afterAll(() => s.close());

  const rowOf = async () => ((await s.call({ method: 'GET', url: `/api/v2/maxout?material_id=${material}`, token: op })).body.data as { list: Record<string, unknown>[] }).list[0];

  it('lists demand beyond free supply and follows POs and bindings', async () => {
    expect(await rowOf()).toBeUndefined();
    const pre = await s.call({ method: 'POST', url: '/api/v2/pre-po', token: op, payload: { pre_po_no: 'TMAX1', vendor_id: vendor, material_id: material, qty: 500 } });
    const pre2 = await s.call({ method: 'POST', url: '/api/v2/pre-po', token: op, payload: { pre_po_no: 'TMAX2', vendor_id: vendor, material_id: material, qty: 100 } });
    expect([pre.status, pre2.status]).toEqual([200, 200]);
    expect(await rowOf()).toMatchObject({ demand_qty: 600, po_open_qty: 0, on_hand_qty: 0, free_qty: 0, maxout_qty: 600 });
    const po = await s.call({ method: 'POST', url: '/api/v2/po', token: op, payload: { po_no: 'TMAXPO', po_line: 10, vendor_id: vendor, material_id: material, qty: 150, unit_price: '1', currency: 'USD', po_date: '2026-11-01' } });
    expect(po.status).toBe(200);
    expect(await rowOf()).toMatchObject({ demand_qty: 600, po_open_qty: 150, free_qty: 150, maxout_qty: 450 });
    // Binding 100 of the PO to the second pre-PO: that demand is covered, and that supply is taken.
    const id = (pre2.body.data as { id: number }).id;
    expect((await s.call({ method: 'PUT', url: `/api/v2/pre-po/binding/${id}`, token: op, payload: { po_id: (po.body.data as { id: number }).id } })).status).toBe(200);
    expect(await rowOf()).toMatchObject({ demand_qty: 500, po_open_qty: 150, po_bound_qty: 100, free_qty: 50, maxout_qty: 450 });
  });

  it('is read-only and open to view-maxout', async () => {
    expect((await s.call({ method: 'POST', url: '/api/v2/maxout', token: op, payload: { mpn: 'X' } })).status).toBe(403);
    const viewer = await s.login('viewer');
    expect((await s.call({ method: 'GET', url: '/api/v2/maxout', token: viewer })).status).toBe(200);
    const file = await s.app.inject({ method: 'GET', url: '/api/v2/maxout/export?format=csv', headers: { authorization: `Bearer ${viewer}` } });
    expect(file.statusCode).toBe(200);
  });
});
