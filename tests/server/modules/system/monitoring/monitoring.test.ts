// Monitoring (issue 27): running a function records a log row whose found count is the check's,
// counted by hand over the seeded data; the threshold decides ok or alert; a failing check logs an
// error; acknowledging logs in one call (all or nothing); the rules (manage-monitoring-manager,
// manage-monitoring-view, role OP for the mars tools) and the demo week of logs.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';

interface Log {
  id: number;
  function_id: number;
  result: string;
  found_count: number;
  trigger: string;
  triggered_by: string | null;
  found_rows: Record<string, unknown>[];
  started_at: string;
  finished_at: string;
}

describe('monitoring', () => {
  let s: TestServer;
  const t: Record<string, string> = {};
  const q = <T>(text: ReturnType<typeof sql<T>>) => text.execute(s.database.db).then((r) => r.rows);
  const fnId = async (code: string) => (await q(sql<{ id: number }>`select id::int as id from monitoring_function where code = ${code}`))[0].id;

  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    for (const u of ['admin', 'op', 'manager', 'viewer']) t[u] = await s.login(u);
  });
  afterAll(() => s.close());

  it('seeds five functions and a week of logs with mixed results', async () => {
    const fns = await q(sql<{ code: string }>`select code from monitoring_function order by code`);
    expect(fns.map((f) => f.code)).toEqual(['ASN-01', 'EDI-02', 'INV-01', 'PRC-01', 'SYS-01']);
    const logs = await q(sql<{ result: string; n: number; oldest_days: number }>`select result, count(*)::int as n from monitoring_log group by result order by result`);
    expect(logs.reduce((a, r) => a + r.n, 0)).toBeGreaterThanOrEqual(20);
    expect(logs.map((r) => r.result)).toEqual(expect.arrayContaining(['alert', 'error', 'ok']));
    const [span] = await q(sql<{ days: number }>`select extract(day from max(started_at) - min(started_at))::int as days from monitoring_log`);
    expect(span.days).toBeGreaterThanOrEqual(5);
  });

  it('runs a function now: the log row holds the real found count and rows, and the function its last run', async () => {
    const id = await fnId('ASN-01');
    const byHand = async () =>
      (await q(sql<{ n: number }>`select count(*)::int as n from asn_order a where a.status = '4'
        and not exists (select 1 from edi_outbox e where e.doc_type = '856' and e.doc_id = a.id)`))[0].n;
    const before = await byHand();
    expect(before).toBeGreaterThan(0);
    const res = await s.call({ method: 'POST', url: `/api/v2/monitoring/execute/${id}`, token: t.op });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const log = res.body.data as Log;
    expect(log).toMatchObject({ function_id: id, result: 'alert', found_count: before, trigger: 'manual', triggered_by: 'op' });
    expect(log.found_rows).toHaveLength(Math.min(before, 200));
    expect(new Date(log.finished_at).getTime()).toBeGreaterThanOrEqual(new Date(log.started_at).getTime());
    // An 856 now queued for one of them: the next run finds one fewer.
    const first = log.found_rows[0] as { id: number; invoice_no: string };
    await q(sql`insert into edi_outbox (doc_type, doc_id, receiver_id, control_no, body) values ('856', ${first.id}, 'MONTEST', 'MON-856', 'x')`);
    // The threshold at the count: ok.
    await q(sql`update monitoring_function set threshold = ${before - 1} where id = ${id}`);
    const again = (await s.call({ method: 'POST', url: `/api/v2/monitoring/execute/${id}`, token: t.admin })).body.data as Log;
    expect(again).toMatchObject({ result: 'ok', found_count: before - 1 });
    expect(again.found_rows.map((r) => r.invoice_no)).not.toContain(first.invoice_no);
    const [fn] = await q(sql<{ last_result: string; last_found: number }>`select last_result, last_found::int as last_found from monitoring_function where id = ${id}`);
    expect(fn).toEqual({ last_result: 'ok', last_found: before - 1 });
    // The generic detail call answers the same row.
    const detail = await s.call({ method: 'GET', url: `/api/v2/monitoring-log/${again.id}`, token: t.manager });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: again.id, found_count: before - 1, result: 'ok' });
    await q(sql`delete from edi_outbox where receiver_id = 'MONTEST'`);
    await q(sql`update monitoring_function set threshold = 0 where id = ${id}`);
  });

  it('counts negative stock and stuck EDI interchanges by hand, and logs an error when a check fails', async () => {
    const edi = await fnId('EDI-02');
    await q(sql`insert into edi_outbox (doc_type, doc_id, receiver_id, control_no, body, created_at) values
      ('855', 1, 'MONTEST', 'MON-OLD', 'x', now() - interval '2 hours'), ('855', 2, 'MONTEST', 'MON-NEW', 'x', now())`);
    const stuck = (await q(sql<{ n: number }>`select count(*)::int as n from edi_outbox where sent_at is null and created_at < now() - interval '1 hour'`))[0].n;
    const log = (await s.call({ method: 'POST', url: `/api/v2/monitoring/execute/${edi}`, token: t.op })).body.data as Log;
    expect(log).toMatchObject({ result: 'alert', found_count: stuck });
    expect(log.found_rows.map((r) => r.control_no)).toContain('MON-OLD');
    expect(log.found_rows.map((r) => r.control_no)).not.toContain('MON-NEW');
    await q(sql`delete from edi_outbox where receiver_id = 'MONTEST'`);

    const inv = await fnId('INV-01');
    const negative = (await q(sql<{ n: number }>`select count(*)::int as n from inventory where on_hand_qty < 0`))[0].n;
    const invLog = (await s.call({ method: 'POST', url: `/api/v2/monitoring/execute/${inv}`, token: t.op })).body.data as Log;
    expect(invLog).toMatchObject({ found_count: negative, result: negative > 0 ? 'alert' : 'ok' });

    // A check over a table that is gone: the run is logged as an error with the database's words.
    await q(sql`alter table price_draft rename to price_draft_away`);
    try {
      const prc = await fnId('PRC-01');
      const err = (await s.call({ method: 'POST', url: `/api/v2/monitoring/execute/${prc}`, token: t.op })).body.data as Log & { message: string };
      expect(err).toMatchObject({ result: 'error', found_count: 0 });
      expect(err.message).toMatch(/price_draft/);
    } finally {
      await q(sql`alter table price_draft_away rename to price_draft`);
    }
  });

  it('acknowledges logs in one call, all or nothing, naming the field of a bad request', async () => {
    const open = await q(sql<{ id: number }>`select id::int as id from monitoring_log where not acknowledged order by id limit 2`);
    expect(open).toHaveLength(2);
    const ids = open.map((r) => r.id);
    const missing = await s.call({ method: 'PUT', url: '/api/v2/monitoring-log', token: t.manager, payload: { ids: [...ids, 99999999], note: 'x' } });
    expect(missing.status).toBe(400);
    expect((missing.body.errors as { field: string }[])[0].field).toBe('ids');
    expect(await q(sql`select id from monitoring_log where id in (${sql.join(ids)}) and acknowledged`)).toEqual([]);
    const bad = await s.call({ method: 'PUT', url: '/api/v2/monitoring-log', token: t.manager, payload: { ids: 'all' } });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[])[0].field).toBe('ids');
    const res = await s.call({ method: 'PUT', url: '/api/v2/monitoring-log', token: t.manager, payload: { ids, note: 'Checked with the warehouse' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as { acknowledged: number[] }).acknowledged.sort()).toEqual([...ids].sort());
    const rows = await q(sql<{ acknowledged_by: string; ack_note: string }>`select acknowledged_by, ack_note from monitoring_log where id in (${sql.join(ids)})`);
    expect(rows).toEqual([
      { acknowledged_by: 'manager', ack_note: 'Checked with the warehouse' },
      { acknowledged_by: 'manager', ack_note: 'Checked with the warehouse' },
    ]);
    // Already acknowledged: left as they are.
    const twice = await s.call({ method: 'PUT', url: '/api/v2/monitoring-log', token: t.op, payload: { ids } });
    expect((twice.body.data as { acknowledged: number[] }).acknowledged).toEqual([]);
    // The generic writes are closed: logs are written by runs only.
    expect((await s.call({ method: 'PUT', url: `/api/v2/monitoring-log/${ids[0]}`, token: t.op, payload: { version: 1, message: 'x' } })).status).toBe(405);
    expect((await s.call({ method: 'POST', url: '/api/v2/monitoring-log', token: t.op, payload: {} })).status).toBe(404);
  });

  it('refuses without the permissions: manager may view logs but not run; viewer nothing; mars tools for OP only', async () => {
    const id = await fnId('SYS-01');
    const count = async () => (await q(sql<{ n: number }>`select count(*)::int as n from monitoring_log`))[0].n;
    const n = await count();
    expect((await s.call({ method: 'POST', url: `/api/v2/monitoring/execute/${id}`, token: t.manager })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: `/api/v2/monitoring/execute/${id}`, token: t.viewer })).status).toBe(403);
    expect(await count()).toBe(n);
    expect((await s.call({ method: 'GET', url: '/api/v2/monitoring', token: t.manager })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v2/monitoring-log', token: t.viewer })).status).toBe(403);
    expect((await s.call({ method: 'PUT', url: '/api/v2/monitoring-log', token: t.viewer, payload: { ids: [1] } })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/v2/monitoring/execute/99999999', token: t.op })).status).toBe(404);
    const list = await s.call({ method: 'GET', url: '/api/v2/monitoring-log?page=1&size=5', token: t.manager });
    expect(list.status).toBe(200);
    expect((list.body.data as { total: number }).total).toBe(n);

    expect((await s.call({ method: 'GET', url: '/api/v2/mars-function', token: t.manager })).status).toBe(403);
    const mars = await s.call({ method: 'GET', url: '/api/v2/mars-function', token: t.op });
    expect(mars.status).toBe(200);
    expect((mars.body.data as { code: string; runnable: boolean }[]).map((m) => m.runnable)).not.toContain(true);

    const sched = await s.call({ method: 'GET', url: '/api/v2/common/monitoring-schedule', token: t.manager });
    expect(sched.status).toBe(200);
    const data = sched.body.data as { choices: { value: string; functions: { code: string }[] }[]; schedules: { name: string }[] };
    expect(data.choices.find((c) => c.value === 'hourly')!.functions.map((f) => f.code)).toEqual(['EDI-02']);
    expect(data.schedules.map((x) => x.name)).toContain('EDI outbox watch');
    expect((await s.call({ method: 'GET', url: '/api/v2/common/monitoring-schedule', token: t.viewer })).status).toBe(403);
  });
});
