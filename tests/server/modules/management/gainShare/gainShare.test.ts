// Gain share: the report's saving and split per month and in total, exact to the cent (hand-computed),
// the half-up rounding, months checked by row, no delete, and the screen's rule on the report.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import type { GainShareReport } from '../../../../../src/resources/management/gainShare/model/wire';

describe.each(BACKENDS)('gain share on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let ids: Record<string, number>;
  let customer: number;
  let material: number;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    ids = Object.fromEntries((await sql<{ gs_no: string; id: number }>`select gs_no, id from gain_share`.execute(s.database.db)).rows.map((r) => [r.gs_no, Number(r.id)]));
    customer = Number((await sql<{ id: number }>`select id from ship_customer order by id limit 1`.execute(s.database.db)).rows[0].id);
    material = Number((await sql<{ id: number }>`select id from material order by id limit 1`.execute(s.database.db)).rows[0].id);
  });
  afterAll(() => s.close());

  const report = async (id: number) => {
    const res = await s.call({ method: 'GET', url: `/api/v2/gain_share/report/${id}`, token: op });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as GainShareReport;
  };

  it('splits each month of a demo agreement to the cent', async () => {
    // 0.4850 − 0.4500 = 0.0350 a part; half to the customer
    const r = await report(ids['GS-2026-001']);
    expect(r.unit_saving).toBe('0.0350');
    expect(r.months.map((m) => [m.month, m.shipped_qty, m.saving, m.customer_share, m.our_share])).toEqual([
      ['2026-07', 120000, '4200.00', '2100.00', '2100.00'],
      ['2026-08', 96000, '3360.00', '1680.00', '1680.00'],
      ['2026-09', 150000, '5250.00', '2625.00', '2625.00'],
      ['2026-10', 132500, '4637.50', '2318.75', '2318.75'],
    ]);
    expect(r.total).toEqual({ shipped_qty: 498500, saving: '17447.50', customer_share: '8723.75', our_share: '8723.75' });
    // 0.17 a part, 30 %: 1360.00/408.00, 2125.00/637.50, 1657.50/497.25
    expect((await report(ids['GS-2026-002'])).total).toEqual({ shipped_qty: 30250, saving: '5142.50', customer_share: '1542.75', our_share: '3599.75' });
  });

  it('rounds each month half up to the cent, then sums the rounded months', async () => {
    const made = await s.call({ method: 'POST', url: '/api/v2/gain_share/lines', token: op, payload: {
      gs_no: 'GS-T-1', customer_id: customer, material_id: material, currency: 'USD', old_price: '1.0000', new_price: '0.9999', customer_share_pct: '33.33', start_date: '2026-11-01',
      shipments: [{ month: '2026-11', shipped_qty: 12345 }, { month: '2026-12', shipped_qty: 50 }],
    } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const r = await report((made.body.data as { id: number }).id);
    // 12345 × 0.0001 = 1.2345 -> 1.23; × 33.33 % = 0.409959 -> 0.41; ours 0.82
    // 50 × 0.0001 = 0.0050 -> 0.01 (half up); × 33.33 % = 0.003333 -> 0.00; ours 0.01
    expect(r.months.map((m) => [m.saving, m.customer_share, m.our_share])).toEqual([['1.23', '0.41', '0.82'], ['0.01', '0.00', '0.01']]);
    expect(r.total).toEqual({ shipped_qty: 12395, saving: '1.24', customer_share: '0.41', our_share: '0.83' });
  });

  it('refuses a bad month by row, a delete, and callers without the permission', async () => {
    const before = await s.count('gain_share');
    const bad = await s.call({ method: 'POST', url: '/api/v2/gain_share/lines', token: op, payload: {
      gs_no: 'GS-T-2', customer_id: customer, material_id: material, currency: 'USD', old_price: 1, new_price: 0.9, customer_share_pct: 50, start_date: '2026-11-01',
      shipments: [{ month: '2026-11', shipped_qty: 10 }, { month: '2026-11', shipped_qty: -3 }],
    } });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { row: number }[])[0].row).toBe(2);
    expect(await s.count('gain_share')).toBe(before);
    expect((await s.call({ method: 'DELETE', url: `/api/v2/gain_share/${ids['GS-2025-007']}`, token: op })).status).toBe(405);
    const viewer = await s.login('viewer');
    expect((await s.call({ method: 'GET', url: `/api/v2/gain_share/report/${ids['GS-2026-001']}`, token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v2/gain_share/report/999999', token: op })).status).toBe(404);
  });
});
