// DIT: projects by BG and the win rate by quarter (hand-counted from the demo projects), project
// names, the part's substitutes and forecast, an RFQ raised (one transaction) and its history, the MP
// date command, and the archive that freezes a project.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import type { DitBg, DitForecast, DitRfq, DitSubstitute, DitWinRate } from '../../../../../src/resources/management/dit/model/wire';

type Dit = { id: number; version: number; bg_id: number; material_id: number; archive_status: string; mp_date: string | null };

describe.each(BACKENDS)('DIT on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let viewer: string;
  let first: Dit;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    viewer = await s.login('manager');
    const row = (await sql<Dit>`select id, version, bg_id, material_id, archive_status from dit where dit_no = 'DIT-2026-001'`.execute(s.database.db)).rows[0];
    first = { ...row, id: Number(row.id), bg_id: Number(row.bg_id), material_id: Number(row.material_id) };
  });
  afterAll(() => s.close());

  const get = async <T>(url: string, token = viewer) => {
    const res = await s.call({ method: 'GET', url, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as T;
  };

  it('counts projects by BG and the win rate by quarter', async () => {
    const bgs = await get<DitBg[]>('/api/v2/dit/bg');
    // BG of DIT-2026-001: 7 projects, won = 2 design wins + 1 in MP; DIT-2026-002 (lost, Q1) archived
    expect(bgs.find((b) => b.id === first.bg_id)).toMatchObject({ projects: 7, won: 3, open: 6 });
    const rate = await get<DitWinRate>(`/api/v2/dit/win-rate/${first.bg_id}`);
    expect(rate.quarters.map((q) => [q.quarter, q.projects, q.won, q.lost, q.open, q.win_rate])).toEqual([
      ['2026-Q1', 3, 2, 1, 0, '66.67'], // 2 of 3 decided
      ['2026-Q2', 2, 1, 0, 1, '100.00'],
      ['2026-Q3', 2, 0, 1, 1, '0.00'],
    ]);
    expect(rate.total).toMatchObject({ projects: 7, won: 3, lost: 2, open: 2, win_rate: '60.00' }); // 3 of 5
    expect((await s.call({ method: 'GET', url: '/api/v2/dit/win-rate/999999', token: viewer })).status).toBe(404);
    expect(await get<string[]>('/api/v2/dit/project-name?keyword=meter')).toEqual(['Smart meter gen 3']);
  });

  it("answers the part's substitutes and its forecast in the project's BG", async () => {
    const other = Number((await sql<{ id: number }>`select id from material where id <> ${first.material_id} order by id limit 1`.execute(s.database.db)).rows[0].id);
    await sql`delete from material_sub where original_material_id = ${first.material_id} or substitute_material_id = ${first.material_id}`.execute(s.database.db);
    await sql`insert into material_sub (original_material_id, substitute_material_id, sub_type, qualification_status, created_by, updated_by) values (${first.material_id}, ${other}, 'drop_in', 'qualified', 'test', 'test')`.execute(s.database.db);
    const subs = await get<DitSubstitute[]>(`/api/v2/dit/material-sub/${first.id}`);
    expect(subs.map((x) => [x.id, x.direction])).toEqual([[other, 'substitute']]);
    const f = await get<DitForecast>(`/api/v2/dit/fcst/${first.id}`);
    expect(f.weeks.length).toBeGreaterThan(0);
    const expected = (await sql<{ total: string }>`select sum(q.qty)::text as total from forecast_qty q join forecast_item i on i.id = q.item_id
      join forecast fc on fc.id = q.forecast_id where fc.no = ${f.forecast_no} and i.material_id = ${first.material_id}`.execute(s.database.db)).rows[0].total;
    expect(f.total).toBe(expected);
  });

  it('raises an RFQ for the part, refusing bad input and the viewer, and lists it in the history', async () => {
    expect((await s.call({ method: 'POST', url: '/api/v2/dit/rfq', token: viewer, payload: { dit_id: first.id, qty: 100 } })).status).toBe(403);
    const rfqs = await s.count('rfq');
    const bad = await s.call({ method: 'POST', url: '/api/v2/dit/rfq', token: op, payload: { dit_id: first.id, qty: 0 } });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[])[0].field).toBe('qty');
    expect((await s.call({ method: 'POST', url: '/api/v2/dit/rfq', token: op, payload: { dit_id: first.id, qty: 5, target_price: '0.1234567' } })).status).toBe(400);
    expect(await s.count('rfq')).toBe(rfqs);
    const made = await s.call({ method: 'POST', url: '/api/v2/dit/rfq', token: op, payload: { dit_id: first.id, qty: 50000, target_price: '0.4100', due_date: '2026-12-31' } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { rfq_id: rfqId, rfq_no: rfqNo } = made.body.data as { rfq_id: number; rfq_no: string };
    expect(rfqNo).toBe(`RFQ-DIT${first.id}-2`);
    const item = (await sql<{ stage: string; qty: string; target_price: string; material_id: string }>`select r.stage, i.qty::text as qty, i.target_price::text as target_price, i.material_id::text as material_id from rfq r join rfq_item i on i.rfq_id = r.id where r.id = ${rfqId}`.execute(s.database.db)).rows[0];
    expect(item).toMatchObject({ stage: '0', qty: '50000', material_id: String(first.material_id) });
    expect(Number(item.target_price)).toBe(0.41);
    const history = await get<DitRfq[]>(`/api/v2/dit/rfq-history/${first.id}`);
    expect(history.map((h) => [h.rfq_no, h.stage, h.qty])).toEqual([[rfqNo, '0', 50000], [`RFQ-DIT${first.id}-1`, '2', 20000]]);
    expect(history[1].quoted_price).toBe('0.435000');
  });

  it('sets the MP date by its command, archives, and refuses changes to an archived project', async () => {
    const current = await get<Dit>(`/api/v2/dit/${first.id}`, op);
    const early = await s.call({ method: 'PUT', url: `/api/v2/dit/mp-date/${first.id}`, token: op, payload: { mp_date: '2025-01-01', version: current.version } });
    expect(early.status).toBe(400);
    const mp = await s.call({ method: 'PUT', url: `/api/v2/dit/mp-date/${first.id}`, token: op, payload: { mp_date: '2026-10-15', version: current.version } });
    expect(mp.status, JSON.stringify(mp.body)).toBe(200);
    expect((mp.body.data as Dit).mp_date).toBe('2026-10-15');
    expect((await s.call({ method: 'PUT', url: '/api/v2/dit/archive', token: viewer, payload: { items: [{ id: first.id }] } })).status).toBe(403);
    const archived = await s.call({ method: 'PUT', url: '/api/v2/dit/archive', token: op, payload: { items: [{ id: first.id }] } });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect((await get<Dit>(`/api/v2/dit/${first.id}`)).archive_status).toBe('archived');
    expect((await s.call({ method: 'POST', url: '/api/v2/dit/rfq', token: op, payload: { dit_id: first.id, qty: 1 } })).status).toBe(409);
    const after = await get<Dit>(`/api/v2/dit/${first.id}`);
    expect((await s.call({ method: 'PUT', url: `/api/v2/dit/${first.id}`, token: op, payload: { version: after.version, project_name: 'Renamed' } })).status).toBe(409);
  });
});
