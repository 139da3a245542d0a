// Pre-maxout write-off: each stage's permission runs its own stage's step and hand-over only; lines
// and results are checked row by row before anything is written; amounts are exact; the export holds
// every line.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';
import { readXlsx } from '../../master/upload';
import { userWith } from '../stageUsers';

interface Case {
  id: number;
  version: number;
  status: string;
  listed_amount: number | null;
  result_amount: number | null;
  items?: { id: number; amount: string; result_amount: string | null }[];
}

describe('pre-maxout stages', () => {
  let s: TestServer;
  const as: Record<'target' | 'list' | 'compile' | 'final', string> = { target: '', list: '', compile: '', final: '' };
  let c: Case;
  let materials: number[];
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    for (const stage of Object.keys(as) as (keyof typeof as)[]) as[stage] = await userWith(s, `pmx-${stage}`, [`manage-pre-maxout-${stage}`]);
    materials = (await sql<{ id: number }>`select id from material order by id limit 2`.execute(s.database.db)).rows.map((r) => Number(r.id));
  }, 60_000);
  afterAll(() => s.close());

  const status = (token: string, to: string, version = c.version) => s.call({ method: 'PUT', url: `/api/v2/pre-maxout/status/${c.id}`, token, payload: { version, status: to } });
  const fresh = async () => (c = (await s.call({ method: 'GET', url: `/api/v2/pre-maxout/detail/${c.id}`, token: as.final })).body.data as Case);
  const lineCount = async () => Number((await sql<{ n: number }>`select count(*)::int as n from pre_maxout_item where pre_maxout_id = ${c.id}`.execute(s.database.db)).rows[0].n);

  it('lets only the target stage create a case, and every stage read it', async () => {
    const customer = (await sql<{ id: number }>`select id from ship_customer order by id limit 1`.execute(s.database.db)).rows[0].id;
    const body = { case_no: 'PMX-T1', customer_id: Number(customer), period: '2026-11', target_amount: 1000, currency: 'USD' };
    expect((await s.call({ method: 'POST', url: '/api/v2/pre-maxout', token: as.list, payload: body })).status).toBe(403);
    const made = await s.call({ method: 'POST', url: '/api/v2/pre-maxout', token: as.target, payload: body });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    c = made.body.data as Case;
    expect(c.status).toBe('target');
    for (const token of Object.values(as)) expect((await s.call({ method: 'GET', url: `/api/v2/pre-maxout/${c.id}`, token })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: '/api/v2/pre-maxout', token: await s.login('viewer') })).status).toBe(403);
  });

  it('moves a case out of a stage only with that stage permission', async () => {
    for (const token of [as.list, as.compile, as.final]) expect((await status(token, 'list')).status).toBe(403);
    const moved = await status(as.target, 'list');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ status: 'list' });
    await fresh();
    // The target permission does not carry on into the next stage.
    expect((await status(as.target, 'compile')).status).toBe(403);
    // Nor does it list lines.
    expect((await s.call({ method: 'POST', url: '/api/v2/pre-maxout/detail', token: as.target, payload: { id: c.id, version: c.version, items: [] } })).status).toBe(403);
  });

  it('refuses lines with a bad row, naming it, and writes none; then saves them with exact amounts', async () => {
    const items = [
      { material_id: materials[0], qty: 3, unit_cost: '1.2345' },
      { material_id: materials[1], qty: 0, unit_cost: '2' },
      { material_id: materials[1], qty: 7, unit_cost: '0.12345' },
    ];
    const bad = await s.call({ method: 'POST', url: '/api/v2/pre-maxout/detail', token: as.list, payload: { id: c.id, version: c.version, items } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { row: 2, field: 'items.1.qty', message: 'Row 2: the quantity must be a whole number from 1' },
      { row: 3, field: 'items.2.unit_cost', message: 'Row 3: the unit cost must be a number from 0 with at most 4 decimals' },
    ]);
    expect(await lineCount()).toBe(0);
    // Sending it on with no lines is refused by the declared rule.
    expect((await status(as.list, 'compile')).status).toBe(409);

    const good = await s.call({ method: 'POST', url: '/api/v2/pre-maxout/detail', token: as.list, payload: { id: c.id, version: c.version, items: [items[0], { ...items[2], unit_cost: '0.1' }] } });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    const saved = good.body.data as Case;
    expect(saved.items!.map((i) => i.amount)).toEqual(['3.70', '0.70']);
    expect(saved.listed_amount).toBe(4.4);
    // A stale version changes nothing.
    expect((await s.call({ method: 'POST', url: '/api/v2/pre-maxout/detail', token: as.list, payload: { id: c.id, version: c.version, items: [items[0]] } })).status).toBe(409);
    expect(await lineCount()).toBe(2);
  });

  it('saves results only in the compile stage, only for the compile permission, every line within its quantity', async () => {
    await fresh();
    const lines = c.items!;
    const result = (token: string, items: unknown[]) => s.call({ method: 'POST', url: '/api/v2/pre-maxout/result', token, payload: { id: c.id, version: c.version, items } });
    expect((await result(as.compile, [{ id: lines[0].id, result_qty: 1 }])).status).toBe(409); // still listing
    expect((await status(as.list, 'compile')).status).toBe(200);
    await fresh();
    expect((await result(as.list, [{ id: lines[0].id, result_qty: 1 }])).status).toBe(403);
    expect((await status(as.compile, 'final')).status).toBe(409); // no results yet

    const over = await result(as.compile, [{ id: lines[0].id, result_qty: 4 }, { id: lines[1].id, result_qty: 1 }]);
    expect(over.status).toBe(400);
    expect(over.body.errors).toMatchObject([{ row: 1, field: 'items.0.result_qty' }]);
    const missing = await result(as.compile, [{ id: lines[0].id, result_qty: 2 }]);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Every line needs its result; missing on line 2');
    expect((await sql<{ n: number }>`select count(*)::int as n from pre_maxout_item where pre_maxout_id = ${c.id} and result_qty is not null`.execute(s.database.db)).rows[0].n).toBe(0);

    const ok = await result(as.compile, [{ id: lines[0].id, result_qty: 2 }, { id: lines[1].id, result_qty: 7 }]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((ok.body.data as Case).result_amount).toBe(3.17); // 2 x 1.2345 = 2.47, 7 x 0.1 = 0.70
  });

  it('hands over to final review and is written off by the final permission alone', async () => {
    await fresh();
    expect((await status(as.final, 'final')).status).toBe(403);
    expect((await status(as.compile, 'final')).status).toBe(200);
    await fresh();
    expect((await status(as.compile, 'closed')).status).toBe(403);
    const closed = await status(as.final, 'closed');
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 'closed' });
    const events = await sql<{ reason: string | null }>`select reason from events where resource = 'pre_maxout' and record_id = ${c.id} order by id`.execute(s.database.db);
    expect(events.rows.map((e) => e.reason).filter(Boolean)).toEqual(['submitTarget', 'list stage: lines saved', 'submitList', 'compile stage: results saved', 'submitCompile', 'finalize']);
  });

  it('exports the case lines', async () => {
    const res = await s.app.inject({ method: 'GET', url: `/api/v2/pre-maxout/export/${c.id}`, headers: { authorization: `Bearer ${as.target}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pre_maxout_PMX-T1.xlsx"; filename*=UTF-8''pre_maxout_PMX-T1.xlsx`);
    const rows = readXlsx(res.rawPayload);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[4], r[5]])).toEqual([
      [1, 3, '3.70', 2],
      [2, 7, '0.70', 7],
    ]);
  });
});
