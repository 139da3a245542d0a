// AVM purchase reconciliation: a calculation over hand-made POs with hand-computed cents (exact
// numeric, half away from zero: 1 × 2.005 is 2.01, where float rounding gives 2.00), the vendor's
// confirmed quantity on one line, the service fee, recalculation keeping it, export, confirm
// freezing it, bad input and the caller without the permission.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { readXlsx } from '../../master/upload';

const BASE = '/api/v2/avm-reconciliation/purchase';
type Recon = { id: number; version: number; status: string; line_count: number; goods_amount: string; confirmed_amount: string; service_fee: string; total_amount: string };
type Line = { id: number; po_no: string; amount: string; confirmed_qty: number; confirmed_amount: string; remark: string | null };

describe.each(BACKENDS)('AVM purchase reconciliation on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let vendor: number;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    const db = s.database.db;
    vendor = Number((await sql<{ id: number }>`select id from vendor order by id limit 1`.execute(db)).rows[0].id);
    const parts = (await sql<{ id: number }>`select id from material order by id limit 3`.execute(db)).rows.map((r) => Number(r.id));
    // EUR in January 2027: no demo PO is in EUR, so these are the only candidates.
    const po = (no: string, part: number, qty: number, price: string, extra: Record<string, unknown> = {}) =>
      ({ po_no: no, po_line: 10, vendor_id: vendor, material_id: part, qty, unit_price: price, currency: 'EUR', bound_qty: 0, po_date: '2027-01-15', status: 'open', created_by: 'op', updated_by: 'op', ...extra });
    await (db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>).insertInto('purchase_order').values([
      po('POT-A', parts[0], 1, '2.00500'), // 2.005 -> 2.01
      po('POT-B', parts[1], 3, '0.33335'), // 1.00005 -> 1.00
      po('POT-C', parts[2], 1000, '1.23456'), // 1234.56
      po('POT-D', parts[0], 5, '9.00000', { status: 'disabled' }), // not open: left out
      po('POT-E', parts[0], 5, '9.00000', { po_date: '2027-02-01' }), // after the period: left out
      po('POT-F', parts[0], 5, '9.00000', { currency: 'USD' }), // another currency: left out
    ]).execute();
  });
  afterAll(() => s.close());

  const create = async (no: string, payload: Record<string, unknown> = {}) => {
    const res = await s.call({ method: 'POST', url: BASE, token: op, payload: { recon_no: no, vendor_id: vendor, currency: 'EUR', period_from: '2027-01-01', period_to: '2027-01-31', service_fee_rate: '1.5', ...payload } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Recon;
  };
  const calculate = (id: number, version?: number) => s.call({ method: 'PUT', url: `${BASE}/calculate/${id}`, token: op, payload: version === undefined ? {} : { version } });
  const lines = async (id: number) => ((await s.call({ method: 'GET', url: `${BASE}/${id}/lines`, token: op })).body.data as { details: Line[] }).details;

  it('calculates hand-computed cents, takes the vendor quantity, and is reproducible', async () => {
    const r = await create('AVM-T-1');
    expect(r).toMatchObject({ status: 'draft', line_count: 0 });
    const done = await calculate(r.id, r.version);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // 2.01 + 1.00 + 1234.56 = 1237.57; fee round(1237.57 × 1.5 / 100) = round(18.56355) = 18.56; total 1256.13.
    expect(done.body.data).toMatchObject({ status: 'calculated', line_count: 3, goods_amount: 1237.57, confirmed_amount: 1237.57, service_fee: 18.56, total_amount: 1256.13 });
    const got = await lines(r.id);
    expect(Object.fromEntries(got.map((l) => [l.po_no, Number(l.amount)]))).toEqual({ 'POT-A': 2.01, 'POT-B': 1, 'POT-C': 1234.56 });

    // The vendor confirms 999 of POT-C: round(999 × 1.23456) = round(1233.32544) = 1233.33;
    // confirmed 2.01 + 1.00 + 1233.33 = 1236.34; fee round(18.5451) = 18.55; total 1254.89.
    const c = got.find((l) => l.po_no === 'POT-C')!;
    const changed = await s.call({ method: 'PUT', url: `${BASE}/detail/${c.id}`, token: op, payload: { confirmed_qty: '999', remark: 'one reel short' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ goods_amount: 1237.57, confirmed_amount: 1236.34, service_fee: 18.55, total_amount: 1254.89 });
    const fee = await s.call({ method: 'GET', url: `${BASE}/service-fee/${r.id}`, token: op });
    expect(fee.body.data).toMatchObject({ base_amount: '1236.34', service_fee_rate: '1.5000', service_fee: '18.55', total_amount: '1254.89' });

    // Again: same cents, the vendor's quantity and remark kept.
    const again = await calculate(r.id);
    expect(again.body.data).toMatchObject({ confirmed_amount: 1236.34, service_fee: 18.55, total_amount: 1254.89, line_count: 3 });
    expect((await lines(r.id)).find((l) => l.po_no === 'POT-C')).toMatchObject({ confirmed_qty: 999, remark: 'one reel short' });

    const file = await s.app.inject({ method: 'GET', url: `${BASE}/export/${r.id}`, headers: { authorization: `Bearer ${op}` } });
    expect(file.statusCode).toBe(200);
    const sheet = readXlsx(file.rawPayload) as unknown[][];
    expect(sheet.slice(1, 4).map((row) => row[0]).sort()).toEqual(['POT-A', 'POT-B', 'POT-C']);
    expect(sheet.flat()).toContain('1254.89');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="avm_purchase_AVM-T-1_\d{4}_\d{2}_\d{2}\.xlsx"; filename\*=UTF-8''avm_purchase_AVM-T-1_\d{4}_\d{2}_\d{2}\.xlsx$/);
  });

  it('refuses bad input by field, a stale version, and any change once confirmed', async () => {
    const r = await create('AVM-T-2');
    const calc = (await calculate(r.id)).body.data as Recon;
    expect((await calculate(r.id, calc.version - 1)).status).toBe(409);
    const line = (await lines(r.id))[0];
    for (const bad of [-1, 1.5, 'many']) {
      const res = await s.call({ method: 'PUT', url: `${BASE}/detail/${line.id}`, token: op, payload: { confirmed_qty: bad } });
      expect(res.status).toBe(400);
      expect((res.body.errors as { field: string }[])[0].field).toBe('confirmed_qty');
    }
    expect((await s.call({ method: 'PUT', url: `${BASE}/detail/99999999`, token: op, payload: { confirmed_qty: 1 } })).status).toBe(404);
    const badRate = await s.call({ method: 'POST', url: BASE, token: op, payload: { recon_no: 'AVM-T-X', vendor_id: vendor, currency: 'EUR', period_from: '2027-01-31', period_to: '2027-01-01', service_fee_rate: '1.5' } });
    expect(badRate.status).toBe(400);
    const confirmed = await s.call({ method: 'POST', url: `${BASE}/confirm`, token: op, payload: { items: [{ id: r.id, version: calc.version }] } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await calculate(r.id)).status).toBe(409);
    expect((await s.call({ method: 'PUT', url: `${BASE}/detail/${line.id}`, token: op, payload: { confirmed_qty: 1 } })).status).toBe(409);
    expect((await lines(r.id))[0].confirmed_qty).toBe(line.confirmed_qty);
  });

  it('answers the demo reconciliations, and refuses a caller without the permission', async () => {
    const list = await s.call({ method: 'GET', url: `${BASE}?size=50`, token: op });
    expect((list.body.data as { list: Recon[] }).list.filter((x) => x.status === 'confirmed').length).toBeGreaterThan(0);
    const viewer = await s.login('viewer');
    expect((await s.call({ method: 'GET', url: BASE, token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'PUT', url: `${BASE}/calculate/1`, token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: `${BASE}/export/1`, token: viewer })).status).toBe(403);
  });
});
