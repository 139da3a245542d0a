// Limitations: the report's sums, remainder and exact share used (hand-computed), the usage save
// checked by row (all or nothing, stale refused), the finish transition and the frozen record after it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

type Row = { id: number; version: number; limit_no: string; limited_qty: number; allocated_qty: number; used_qty: number; remaining_qty: number; usage_pct: string; over: boolean; status: string; months?: { id: number; month: string; used_qty: number }[] };

describe.each(BACKENDS)('limitations on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let viewer: string;
  let material: number;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    viewer = await s.login('manager');
    material = Number((await sql<{ id: number }>`select id from material order by id limit 1`.execute(s.database.db)).rows[0].id);
  });
  afterAll(() => s.close());

  const report = async (token: string, query = '') => (await s.call({ method: 'GET', url: `/api/v2/limitation/report${query}`, token })).body.data as { list: Row[]; total: number };
  const detail = async (id: number) => (await s.call({ method: 'GET', url: `/api/v2/limitation/report/${id}`, token: op })).body.data as Row;
  const create = async (no: string, qty: number, months: { month: string; allocated_qty: number }[]) => {
    const res = await s.call({ method: 'POST', url: '/api/v2/limitation/lines', token: op, payload: { limit_no: no, material_id: material, reason: 'allocation', limited_qty: qty, start_date: '2026-11-01', end_date: '2027-01-31', months } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Row;
  };

  it('reports each demo limitation with its sums, what remains and the share used', async () => {
    const data = await report(viewer, '?size=50');
    expect(data.total).toBe(5);
    // 7200 + 7500 + 4100 + 0 = 18800 of 30000: 11200 left, 62.666…% -> 62.67
    expect(data.list.find((r) => r.limit_no === 'LIM-2026-001')).toMatchObject({ limited_qty: 30000, allocated_qty: 30000, used_qty: 18800, remaining_qty: 11200, usage_pct: '62.67', over: false });
    // 2600 + 2400 = 5000 of 12000: 41.666…% -> 41.67; a zero limit reads 0.00
    expect(data.list.find((r) => r.limit_no === 'LIM-2026-002')).toMatchObject({ used_qty: 5000, remaining_qty: 7000, usage_pct: '41.67' });
    expect(data.list.find((r) => r.limit_no === 'LIM-2026-003')).toMatchObject({ usage_pct: '0.00', over: false });
    expect((await report(viewer, '?status=finished')).list.map((r) => r.limit_no)).toEqual(['LIM-2026-004']);
    expect((await s.call({ method: 'GET', url: '/api/v2/limitation/report?status=closed', token: viewer })).status).toBe(400);
  });

  it('refuses a bad month by row and the viewer any write', async () => {
    const before = await s.count('limitation');
    const bad = await s.call({ method: 'POST', url: '/api/v2/limitation/lines', token: op, payload: { limit_no: 'LIM-T-BAD', material_id: material, reason: 'allocation', limited_qty: 10, start_date: '2026-11-01', end_date: '2026-12-31', months: [{ month: '2026-11', allocated_qty: 5 }, { month: '2026-13', allocated_qty: 5 }] } });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { row: number; field: string }[])[0]).toMatchObject({ row: 2 });
    expect(await s.count('limitation')).toBe(before);
    expect((await s.call({ method: 'POST', url: '/api/v2/limitation', token: viewer, payload: { limit_no: 'LIM-T-V', material_id: material, limited_qty: 1, start_date: '2026-11-01', end_date: '2026-12-01' } })).status).toBe(403);
  });

  it('records used quantities all or nothing, flags a limit overrun, refuses a stale save', async () => {
    const made = await create('LIM-T-1', 1000, [{ month: '2026-11', allocated_qty: 500 }, { month: '2026-12', allocated_qty: 500 }]);
    const d = await detail(made.id);
    const [nov, dec] = d.months!;
    const save = (version: number, months: unknown[], token = op) => s.call({ method: 'PUT', url: `/api/v2/limitation/report/${made.id}`, token, payload: { version, months } });
    const bad = await save(d.version, [{ id: nov.id, used_qty: 700 }, { id: dec.id, used_qty: -1 }]);
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { row: number; field: string }[])[0]).toMatchObject({ row: 2, field: 'months.1.used_qty' });
    expect((await detail(made.id)).used_qty).toBe(0);
    expect((await save(d.version, [{ id: nov.id, used_qty: 1 }], viewer)).status).toBe(403);
    const good = await save(d.version, [{ id: nov.id, used_qty: 700 }, { id: dec.id, used_qty: 400, comment: 'Pull-in for a line-down' }]);
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    // 700 + 400 = 1100 of 1000: 100 over, 110.00%
    expect(good.body.data).toMatchObject({ used_qty: 1100, remaining_qty: -100, usage_pct: '110.00', over: true });
    expect((await save(d.version, [{ id: nov.id, used_qty: 1 }])).status).toBe(409);
  });

  it('finishes an active limitation once; a finished one is frozen', async () => {
    const made = await create('LIM-T-2', 3, [{ month: '2026-11', allocated_qty: 3 }]);
    const d = await detail(made.id);
    expect((await s.call({ method: 'PUT', url: `/api/v2/limitation/report/${made.id}`, token: op, payload: { version: d.version, months: [{ id: d.months![0].id, used_qty: 1 }] } })).body.data).toMatchObject({ usage_pct: '33.33' });
    const finish = (token: string) => s.call({ method: 'PUT', url: '/api/v2/limitation/finish', token, payload: { items: [{ id: made.id }] } });
    expect((await finish(viewer)).status).toBe(403);
    const done = await finish(op);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const after = (await s.call({ method: 'GET', url: `/api/v2/limitation/${made.id}`, token: op })).body.data as Row & { finished_at: string | null };
    expect(after.status).toBe('finished');
    expect(after.finished_at).toBeTruthy();
    expect((await finish(op)).status).toBe(409);
    const late = await s.call({ method: 'PUT', url: `/api/v2/limitation/report/${made.id}`, token: op, payload: { version: after.version, months: [] } });
    expect(late.status).toBe(409);
  });
});
