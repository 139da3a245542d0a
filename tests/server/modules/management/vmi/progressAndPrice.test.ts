// VMI GR progress by invoice (view-gr: list, filters, export of every filtered row, detail) and the
// 862 price check (manage-opo: rows off by more than 5% of the standard cost, in R22's row words).
import { sql } from 'kysely';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';

interface Progress { invoice_no: string; ordered_qty: string; received_qty: string; progress: string; status: string; lines: number }

describe('VMI GR progress and the 862 price check', () => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
    const [a, b] = (await sql<{ id: number }>`select id::int as id from material order by id limit 2`.execute(s.database.db)).rows;
    const hub = (await sql<{ id: number }>`select id::int as id from sloc where warehouse_type = 'vmi_hub' limit 1`.execute(s.database.db)).rows[0].id;
    for (const [material, ordered, received] of [[a.id, 300, 300], [b.id, 100, 50]]) {
      const res = await s.call({ method: 'POST', url: '/api/v1/vmi/gr', token: op, payload: { invoice_no: 'zz-test-1', supplier: 'Test Supplier', material_id: material, sloc_id: hub, ordered_qty: ordered, received_qty: received, gr_date: '2026-11-02' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });
  afterAll(() => s.close());

  it('sums each invoice exactly and derives its status', async () => {
    const res = await s.call({ method: 'GET', url: '/api/v1/vmi/progress?keyword=ZZ-TEST', token: op });
    expect(res.status).toBe(200);
    const data = res.body.data as { list: Progress[]; total: number };
    expect(data.total).toBe(1);
    expect(data.list[0]).toMatchObject({ invoice_no: 'ZZ-TEST-1', ordered_qty: '400', received_qty: '350', progress: '87.5', status: 'partial', lines: 2 });
    const detail = await s.call({ method: 'GET', url: '/api/v1/vmi/progress/ZZ-TEST-1', token: op });
    expect((detail.body.data as { items: unknown[] }).items).toHaveLength(2);
    expect((await s.call({ method: 'GET', url: '/api/v1/vmi/progress/NO-SUCH', token: op })).status).toBe(404);
  });

  it('filters by status and refuses unknown parameters and values, naming them', async () => {
    const all = (await s.call({ method: 'GET', url: '/api/v1/vmi/progress?size=500', token: op })).body.data as { total: number };
    const open = (await s.call({ method: 'GET', url: '/api/v1/vmi/progress?status=open&size=500', token: op })).body.data as { list: Progress[]; total: number };
    expect(open.total).toBeGreaterThan(0);
    expect(open.total).toBeLessThan(all.total);
    expect(open.list.every((r) => r.status === 'open' && r.received_qty === '0')).toBe(true);
    const bad = await s.call({ method: 'GET', url: '/api/v1/vmi/progress?status=done', token: op });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('status');
    expect((await s.call({ method: 'GET', url: '/api/v1/vmi/progress?colour=red', token: op })).status).toBe(400);
  });

  it('exports every filtered row as a real xlsx', async () => {
    const open = (await s.call({ method: 'GET', url: '/api/v1/vmi/progress?status=open', token: op })).body.data as { total: number };
    const res = await s.app.inject({ method: 'GET', url: '/api/v1/vmi/progress/export?status=open', headers: { authorization: `Bearer ${op}` } });
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="vmi_gr_progress_\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''vmi_gr_progress_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows.length - 1).toBe(open.total);
  });

  it('opens progress to view-gr, the GR list to manage-gr-list', async () => {
    const viewer = await s.login('viewer');
    expect((await s.call({ method: 'GET', url: '/api/v1/vmi/progress', token: viewer })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: '/api/v1/vmi/gr', token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/v1/862/valid-price', token: viewer, payload: { items: [] } })).status).toBe(403);
  });

  it('answers which 862 rows are off the standard cost, in row words; a bad row is a 400 naming it', async () => {
    const m = (await sql<{ id: number; mpn: string; cost: string }>`select id::int as id, mpn, standard_cost::text as cost from material where standard_cost > 1 order by id limit 1`.execute(s.database.db)).rows[0];
    const cost = Number(m.cost);
    const items = [{ material_id: m.id, unit_price: (cost * 1.04).toFixed(4) }, { material_id: m.id, unit_price: (cost * 1.2).toFixed(4) }];
    const res = await s.call({ method: 'POST', url: '/api/v1/862/valid-price', token: op, payload: { items } });
    expect(res.status).toBe(200);
    const data = res.body.data as { off: number; list: { row: number; ok: boolean; message?: string; standard_cost?: string }[] };
    expect(data.off).toBe(1);
    expect(data.list.map((r) => r.ok)).toEqual([true, false]);
    expect(data.list[1].message).toBe(`Row 2 ${m.mpn}: Unit price ${items[1].unit_price} is more than 5% away from the material's standard cost`);
    expect(data.list[0].standard_cost).toBeDefined();
    const bad = await s.call({ method: 'POST', url: '/api/v1/862/valid-price', token: op, payload: { items: [items[0], { material_id: m.id, unit_price: '1.23456' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Row 2/);
  });
});
