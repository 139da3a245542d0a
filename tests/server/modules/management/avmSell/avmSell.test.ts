// AVM sell reconciliation and rebates: lines from hand-made sales orders with hand-computed cents
// (exact numeric, half away from zero), a part's rebate before the customer's, deduct and refund,
// cancel and restore, the history upload (all or nothing, by row), rebuild keeping both, the
// views, export, the rebate summaries, confirm freezing it, and callers without the permission.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { multipart, readXlsx, xlsxFile } from '../../master/upload';

const BASE = '/api/v2/avm-reconciliation/sell';
type Recon = { id: number; version: number; status: string; line_count: number; sales_amount: number; deduct_amount: number; non_deduct_amount: number; rebate_amount: number; refund_amount: number };
type Line = { id: number; so_no: string; amount: string; rebate_amount: string; deduct: boolean; cancelled: boolean };
type Any = Kysely<Record<string, Record<string, unknown>>>;

describe.each(BACKENDS)('AVM sell reconciliation on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let customer: number;
  let parts: { id: number; mpn: string }[];
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    const db = s.database.db as unknown as Any;
    // A customer without demo rebates, and GBP in 2027: no demo sales order is either.
    customer = Number((await sql<{ id: number }>`select id from ship_customer where id not in (select customer_id from avm_rebate_setting) order by id limit 1`.execute(s.database.db)).rows[0].id);
    parts = (await sql<{ id: number; mpn: string }>`select id, mpn from material order by id limit 4`.execute(s.database.db)).rows.map((r) => ({ id: Number(r.id), mpn: r.mpn }));
    const so = async (no: string, date: string, status: string, items: [number, number, string][]) => {
      const [row] = await db.insertInto('sales_order').values({ so_no: no, customer_id: customer, currency: 'GBP', so_date: date, status, created_by: 'op', updated_by: 'op' }).returning('id').execute();
      await db.insertInto('sales_order_item').values(items.map(([part, qty, price], i) => ({ so_id: row.id, line_no: i + 1, material_id: parts[part].id, qty, unit_price: price, created_by: 'op' }))).execute();
    };
    await so('SOT-1', '2027-01-10', 'shipped', [[0, 3, '0.3335'], [1, 200, '1.2345']]); // 1.0005 -> 1.00; 246.90
    await so('SOT-2', '2027-02-05', 'closed', [[2, 1, '10.0050']]); // 10.005 -> 10.01
    await so('SOT-3', '2027-02-06', 'open', [[2, 9, '9.0000']]); // not shipped: left out
    await so('SOT-4', '2027-04-01', 'shipped', [[2, 9, '9.0000']]); // after the period: left out
    const rebate = (payload: Record<string, unknown>) => s.call({ method: 'POST', url: '/api/v2/avm-reconciliation/rebate-setting', token: op, payload: { customer_id: customer, year: 2027, ...payload } });
    expect((await rebate({ rebate_rate: '2', deduct: false })).status).toBe(200);
    expect((await rebate({ material_id: parts[1].id, rebate_rate: '5', deduct: true })).status).toBe(200);
    expect((await rebate({ rebate_rate: '101' })).status).toBe(400);
  });
  afterAll(() => s.close());

  const create = async (no: string) => {
    const res = await s.call({ method: 'POST', url: BASE, token: op, payload: { recon_no: no, customer_id: customer, currency: 'GBP', period_from: '2027-01-01', period_to: '2027-03-31' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Recon;
  };
  const build = (id: number) => s.call({ method: 'POST', url: `${BASE}/detail/${id}`, token: op, payload: {} });
  const lines = async (id: number) => ((await s.call({ method: 'GET', url: `${BASE}/${id}/lines`, token: op })).body.data as { details: Line[] }).details;
  const upload = (rows: unknown[][], token = op) => s.call({ method: 'POST', url: `${BASE}/history-upload`, token, ...multipart(xlsxFile(rows)) });
  const HEAD = ['Reconciliation no.', 'SO no.', 'SO date', 'MPN', 'Quantity', 'Unit price', 'Deduct'];

  it('prices lines and rebates to the cent, cancels, uploads history, and rebuilds the same', async () => {
    const r = await create('AVM-ST-1');
    const built = await build(r.id);
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    // a 1.00 × 2 % = 0.02 refund; b 246.90 × 5 % = 12.345 -> 12.35 deducted; c 10.01 × 2 % = 0.2002 -> 0.20 refund.
    expect(built.body.data).toMatchObject({ status: 'calculated', line_count: 3, sales_amount: 257.91, deduct_amount: 246.9, non_deduct_amount: 11.01, rebate_amount: 12.57, refund_amount: 0.22 });
    const c = (await lines(r.id)).find((l) => l.so_no === 'SOT-2')!;
    const cancelled = await s.call({ method: 'PUT', url: `${BASE}/cancel-detail/${c.id}`, token: op, payload: {} });
    expect(cancelled.body.data).toMatchObject({ sales_amount: 247.9, non_deduct_amount: 1, rebate_amount: 12.37, refund_amount: 0.02 });

    // History: a bad file changes nothing and names its rows; then 7 × 1.1111 = 7.7777 -> 7.78 (2 % = 0.16)
    // and a 2026 line without any rebate, deducted as its file says (25.00).
    const bad = await upload([HEAD, ['AVM-ST-1', 'H-1', '2027-03-01', parts[3].mpn, 7, '1.1111', 'N'], ['NO-SUCH', '', 'soon', 'NO-MPN', 0, 'x', 'maybe']]);
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { row: number; field: string }[]).map((e) => e.field)).toEqual(['recon_no', 'so_no', 'so_date', 'mpn', 'qty', 'unit_price', 'deduct']);
    expect((bad.body.errors as { row: number }[])[0].row).toBe(3);
    expect((await lines(r.id)).length).toBe(3);
    const good = await upload([HEAD, ['AVM-ST-1', 'H-1', '2027-03-01', parts[3].mpn, 7, '1.1111', 'N'], ['avm-st-1', 'H-2', '2026-12-30', parts[3].mpn, 10, '2.5', 'Y']]);
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    const expected = { sales_amount: 280.68, deduct_amount: 271.9, non_deduct_amount: 8.78, rebate_amount: 12.53, refund_amount: 0.18 };
    expect((good.body.data as { list: Recon[] }).list[0]).toMatchObject(expected);

    // Rebuilt: same cents, the cancelled line and the history kept.
    expect((await build(r.id)).body.data).toMatchObject({ ...expected, line_count: 5 });

    const deduct = (await s.call({ method: 'GET', url: `${BASE}/deduct/${r.id}`, token: op })).body.data as { list: Line[]; amount: string };
    expect(deduct.list.map((l) => l.so_no).sort()).toEqual(['H-2', 'SOT-1']);
    expect(deduct.amount).toBe('271.90');
    const nonDeduct = (await s.call({ method: 'GET', url: `${BASE}/non-deduct/${r.id}`, token: op })).body.data as { list: Line[]; rebate_amount: string };
    expect(nonDeduct.rebate_amount).toBe('0.18');
    const noRebate = (await s.call({ method: 'GET', url: `${BASE}/non-rebate/deduct?customer_id=${customer}`, token: op })).body.data as { list: Line[] };
    expect(noRebate.list.map((l) => l.so_no)).toEqual(['H-2']);
    expect(((await s.call({ method: 'GET', url: `${BASE}/non-rebate/non-deduct?customer_id=${customer}`, token: op })).body.data as { total: number }).total).toBe(0);

    const summary = (await s.call({ method: 'GET', url: '/api/v2/avm-reconciliation/rebate-summary?year=2027', token: op })).body.data as { list: Record<string, unknown>[] };
    // 2027 lines not cancelled: 1.00 + 246.90 + 7.78 = 255.68; rebate 0.02 + 12.35 + 0.16 = 12.53, 12.35 deducted, 0.18 to refund.
    expect(summary.list.find((x) => x.customer_id === customer)).toMatchObject({ currency: 'GBP', sales_amount: '255.68', rebate_amount: '12.53', deducted_amount: '12.35', refund_amount: '0.18' });
    const years = (await s.call({ method: 'GET', url: '/api/v2/avm-reconciliation/rebate-summary/year', token: op })).body.data as { list: { year: number; currency: string }[] };
    expect(years.list.some((y) => y.year === 2027 && y.currency === 'GBP')).toBe(true);
    expect((await s.call({ method: 'GET', url: '/api/v2/avm-reconciliation/rebate-summary?year=19', token: op })).status).toBe(400);

    const file = await s.app.inject({ method: 'GET', url: `${BASE}/export/${r.id}`, headers: { authorization: `Bearer ${op}` } });
    expect(readXlsx(file.rawPayload).flat()).toContain('280.68');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="avm_sell_AVM-ST-1_\d{4}_\d{2}_\d{2}\.xlsx"; filename\*=UTF-8''avm_sell_AVM-ST-1_\d{4}_\d{2}_\d{2}\.xlsx$/);
  });

  it('refuses changes once confirmed, and callers without the permission', async () => {
    const r = await create('AVM-ST-2');
    const built = (await build(r.id)).body.data as Recon;
    expect((await s.call({ method: 'POST', url: `${BASE}/confirm`, token: op, payload: { items: [{ id: r.id, version: built.version }] } })).status).toBe(200);
    expect((await build(r.id)).status).toBe(409);
    const line = (await lines(r.id))[0];
    expect((await s.call({ method: 'PUT', url: `${BASE}/cancel-detail/${line.id}`, token: op, payload: {} })).status).toBe(409);
    expect((await upload([HEAD, ['AVM-ST-2', 'H-9', '2027-03-01', parts[3].mpn, 1, '1', 'N']])).status).toBe(400);
    expect((await s.call({ method: 'PUT', url: `${BASE}/cancel-detail/${line.id}`, token: op, payload: { cancelled: 'yes' } })).status).toBe(400);
    const viewer = await s.login('viewer');
    for (const url of [BASE, `${BASE}/deduct/${r.id}`, `${BASE}/non-rebate/deduct`, '/api/v2/avm-reconciliation/rebate-summary', '/api/v2/avm-reconciliation/rebate-setting']) {
      expect((await s.call({ method: 'GET', url, token: viewer })).status, url).toBe(403);
    }
    expect((await upload([HEAD], viewer)).status).toBe(403);
  });
});
