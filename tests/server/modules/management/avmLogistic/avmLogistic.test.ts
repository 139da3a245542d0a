// AVM logistic: a month's freight bill allocated to business groups by hand-made shipped sales
// orders, with hand-computed cents (shares cut to the cent, the leftover cents to the largest
// remainders, adding up to the bill), reproducible, exported and downloaded; bad input and a caller
// without the permission.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { readXlsx } from '../../master/upload';

const BASE = '/api/v2/avm-logistic';
type Any = Kysely<Record<string, Record<string, unknown>>>;
type Allocation = { bg_id: number; so_count: number; shipped_amount: number; share_pct: number; allocated: number };

describe.each(BACKENDS)('AVM logistic on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let bgs: number[];
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    const db = s.database.db as unknown as Any;
    bgs = (await sql<{ id: number }>`select id from bg order by id limit 3`.execute(s.database.db)).rows.map((r) => Number(r.id));
    const customer = Number((await sql<{ id: number }>`select id from ship_customer order by id limit 1`.execute(s.database.db)).rows[0].id);
    const part = Number((await sql<{ id: number }>`select id from material order by id limit 1`.execute(s.database.db)).rows[0].id);
    // JPY in March 2027 (no demo order is): the three groups ship 100.00, 100.00 and 100.00.
    let n = 0;
    for (const [bg, status] of [[bgs[0], 'shipped'], [bgs[1], 'closed'], [bgs[2], 'shipped'], [bgs[2], 'open']] as const) {
      n += 1;
      const [so] = await db.insertInto('sales_order').values({ so_no: `SOL-${n}`, customer_id: customer, bg_id: bg, currency: 'JPY', so_date: '2027-03-15', status, created_by: 'op', updated_by: 'op' }).returning('id').execute();
      await db.insertInto('sales_order_item').values({ so_id: so.id, line_no: 1, material_id: part, qty: 3, unit_price: '33.3333', created_by: 'op' }).execute(); // 99.9999 -> 100.00
    }
  });
  afterAll(() => s.close());

  it('allocates a bill to the cent, the leftover cent to the largest remainder, the same every time', async () => {
    const created = await s.call({ method: 'POST', url: BASE, token: op, payload: { statement_no: 'LOG-T-1', period: '2027-03', currency: 'JPY', freight_cost: '100.00' } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data as { id: number }).id;
    const calc = await s.call({ method: 'PUT', url: `${BASE}/calculate/${id}`, token: op, payload: {} });
    expect(calc.status, JSON.stringify(calc.body)).toBe(200);
    expect(calc.body.data).toMatchObject({ status: 'calculated', line_count: 3, shipped_amount: 300 });
    // 100.00 / 3 = 33.333…: each cut to 33.33 (99.99), one cent left; equal remainders: the smallest group id gets it.
    const lines = async () => ((await s.call({ method: 'GET', url: `${BASE}/${id}/lines`, token: op })).body.data as { allocations: Allocation[] }).allocations;
    const got = Object.fromEntries((await lines()).map((l) => [l.bg_id, l.allocated]));
    expect(got).toEqual({ [bgs[0]]: 33.34, [bgs[1]]: 33.33, [bgs[2]]: 33.33 });
    expect((await lines()).every((l) => l.share_pct === 33.3333 && l.so_count === 1)).toBe(true);
    await s.call({ method: 'PUT', url: `${BASE}/calculate/${id}`, token: op, payload: {} });
    expect(Object.fromEntries((await lines()).map((l) => [l.bg_id, l.allocated]))).toEqual(got);

    const file = await s.app.inject({ method: 'GET', url: `${BASE}/export/${id}`, headers: { authorization: `Bearer ${op}` } });
    expect(readXlsx(file.rawPayload).slice(1).map((r) => (r as unknown[])[8]).sort()).toEqual(['33.33', '33.33', '33.34']);
    const all = await s.app.inject({ method: 'GET', url: `${BASE}/download?period=2027-03`, headers: { authorization: `Bearer ${op}` } });
    expect(readXlsx(all.rawPayload).length).toBe(4);
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="avm_logistic_all_\d{4}_\d{2}_\d{2}\.xlsx"; filename\*=UTF-8''avm_logistic_all_\d{4}_\d{2}_\d{2}\.xlsx$/);
  });

  it('refuses bad input by field and a caller without the permission', async () => {
    const bad = await s.call({ method: 'POST', url: BASE, token: op, payload: { statement_no: 'LOG-T-2', period: '2027-13', currency: 'JPY', freight_cost: '-1' } });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['freight_cost', 'period']);
    expect((await s.call({ method: 'GET', url: `${BASE}/download?period=march`, token: op })).status).toBe(400);
    expect((await s.call({ method: 'PUT', url: `${BASE}/calculate/99999999`, token: op, payload: {} })).status).toBe(404);
    const viewer = await s.login('viewer');
    expect((await s.call({ method: 'GET', url: BASE, token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'PUT', url: `${BASE}/calculate/1`, token: viewer, payload: {} })).status).toBe(403);
  });
});
