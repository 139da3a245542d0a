// Schedules (issue 27): the runner fires a due job on exactly one of two servers sharing the
// database, records the run (start, end, result, output), closes a run whose server died, "Run now"
// with its 409 while a run is under way, the cron check, the rule (manage-schedule) and the jobs'
// own effects, counted by hand.
import { CronExpressionParser } from 'cron-parser';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRON_PATTERN } from '../../../../../src/resources/system/schedule/model/cron';
import { createScheduleRunner } from '../../../../../server/modules/system/schedule/runner';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';

describe('schedules', () => {
  let s: TestServer;
  const t: Record<string, string> = {};
  const q = <T>(text: ReturnType<typeof sql<T>>) => text.execute(s.database.db).then((r) => r.rows);
  const runner = (id: string) => createScheduleRunner({ db: s.database.db, timeZone: 'Asia/Shanghai', wakeMail: async () => {}, runnerId: id, log: { warn: () => {} } });
  const create = async (body: Record<string, unknown>) => {
    const res = await s.call({ method: 'POST', url: '/api/v1/schedule', token: t.admin, payload: body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { id: number }).id;
  };

  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    for (const u of ['admin', 'op', 'manager']) t[u] = await s.login(u);
  });
  afterAll(() => s.close());

  it('fires a due job on exactly one of two runners and records the run', async () => {
    const id = await create({ name: 'Every minute purge', job: 'purge_sessions', cron: '* * * * *', enabled: true });
    // Created two minutes ago: its first fire time has passed.
    await q(sql`update schedule set created_at = now() - interval '2 minutes' where id = ${id}`);
    // Two expired sessions (a day's grace), one live one: the job removes the two.
    const user = (await q(sql<{ id: number }>`select id::int as id from users where name = 'viewer'`))[0].id;
    await q(sql`insert into sessions (token_hash, user_id, expires_at) values ('sched-a', ${user}, now() - interval '3 days'),
      ('sched-b', ${user}, now() - interval '2 days'), ('sched-c', ${user}, now() + interval '1 day')`);
    const [a, b] = [runner('runner-a'), runner('runner-b')];
    const fired = (await Promise.all([a.tick(), b.tick()])).flat();
    const runs = await q(sql<{ id: number; runner: string; result: string; trigger: string; output_values: Record<string, number>; ended: boolean }>`select id::int as id, runner, result, trigger,
      output_values, finished_at >= started_at as ended from schedule_run where schedule_id = ${id}`);
    expect(runs).toHaveLength(1);
    expect(fired).toContain(runs[0].id);
    expect(runs[0]).toMatchObject({ result: 'success', trigger: 'cron', ended: true });
    expect(['runner-a', 'runner-b']).toContain(runs[0].runner);
    expect(runs[0].output_values.sessions).toBeGreaterThanOrEqual(2);
    expect(await q(sql`select token_hash from sessions where token_hash like 'sched-%' order by token_hash`)).toEqual([{ token_hash: 'sched-c' }]);
    // Not due again within the same minute; the next fire is on the next minute.
    expect((await Promise.all([a.tick(), b.tick()])).flat().filter((r) => r === runs[0].id)).toEqual([]);
    expect(await q(sql`select count(*)::int as n from schedule_run where schedule_id = ${id}`)).toEqual([{ n: 1 }]);
    const [row] = await q(sql<{ last_result: string; next_after_last: boolean }>`select last_result, next_run_at > last_run_at as next_after_last from schedule where id = ${id}`);
    expect(row).toEqual({ last_result: 'success', next_after_last: true });
  });

  it('closes a run whose server stopped once its lease has ended', async () => {
    const id = await create({ name: 'Abandoned watch', job: 'edi_outbox_watch', cron: '0 0 1 1 *', enabled: true });
    await q(sql`insert into schedule_run (schedule_id, trigger, runner, result, lease_until) values (${id}, 'cron', 'gone', 'running', now() - interval '1 second')`);
    await q(sql`update schedule set last_result = 'running' where id = ${id}`);
    await runner('runner-c').tick();
    expect(await q(sql`select result, output_key, finished_at is not null as ended from schedule_run where schedule_id = ${id}`)).toEqual([{ result: 'failed', output_key: 'leaseEnded', ended: true }]);
    expect(await q(sql`select last_result from schedule where id = ${id}`)).toEqual([{ last_result: 'failed' }]);
  });

  it('runs a schedule now for its manager, 409 while a run is under way, 403 without manage-schedule', async () => {
    const id = await create({ name: 'EDI watch now', job: 'edi_outbox_watch', cron: '0 */4 * * *', enabled: false });
    // One fresh and one stale interchange waiting: the watch fails and names the stale one.
    await q(sql`insert into edi_outbox (doc_type, doc_id, receiver_id, control_no, body, created_at) values
      ('855', 1, 'SCHEDTEST', 'SCHED-OLD', 'x', now() - interval '30 hours'), ('855', 2, 'SCHEDTEST', 'SCHED-NEW', 'x', now())`);
    const waiting = (await q(sql<{ n: number }>`select count(*)::int as n from edi_outbox where sent_at is null`))[0].n;
    const stale = (await q(sql<{ n: number }>`select count(*)::int as n from edi_outbox where sent_at is null and created_at < now() - interval '24 hours'`))[0].n;
    const res = await s.call({ method: 'POST', url: `/api/v1/schedule/execute/${id}`, token: t.op, headers: { 'accept-language': 'zh-CN' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ trigger: 'manual', triggered_by: 'op', result: 'failed', output_key: 'ediStale', output_values: { stale, waiting, hours: 24 } });
    expect(stale).toBeGreaterThanOrEqual(1);
    const list = await s.call({ method: 'GET', url: `/api/v1/schedule/${id}/runs`, token: t.op });
    expect((list.body.data as { total: number; list: { output: string }[] }).list[0].output).toMatch(new RegExp(`^${stale} of ${waiting} waiting interchange`));
    await q(sql`insert into schedule_run (schedule_id, trigger, runner, result, lease_until) values (${id}, 'manual', 'other', 'running', now() + interval '5 minutes')`);
    const busy = await s.call({ method: 'POST', url: `/api/v1/schedule/execute/${id}`, token: t.op, headers: { 'accept-language': 'zh-CN' } });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toContain('正在运行');
    expect((await s.call({ method: 'POST', url: `/api/v1/schedule/execute/${id}`, token: t.manager })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: `/api/v1/schedule/${id}/runs`, token: t.manager })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/v1/schedule/execute/999999', token: t.op })).status).toBe(404);
    await q(sql`delete from edi_outbox where receiver_id = 'SCHEDTEST'`);
  });

  it('refuses a cron expression that is not five fields, naming the field, and deletes a schedule with its runs', async () => {
    const bad = await s.call({ method: 'POST', url: '/api/v1/schedule', token: t.admin, payload: { name: 'Bad', job: 'purge_sessions', cron: '61 * * * *', enabled: true } });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[]).map((e) => e.field)).toEqual(['cron']);
    expect(await q(sql`select 1 from schedule where name = 'Bad'`)).toEqual([]);
    const id = await create({ name: 'Short lived', job: 'v2v_mail_watch', cron: '15 9,15 * * 1-5', enabled: true });
    expect((await s.call({ method: 'POST', url: `/api/v1/schedule/execute/${id}`, token: t.admin })).status).toBe(200);
    expect((await s.call({ method: 'DELETE', url: `/api/v1/schedule/${id}`, token: t.admin })).status).toBe(200);
    expect(await q(sql`select 1 from schedule_run where schedule_id = ${id}`)).toEqual([]);
  });

  it('the form accepts only what the runner can parse', () => {
    const pattern = new RegExp(CRON_PATTERN);
    for (const ok of ['* * * * *', '0 3 * * *', '*/15 8-18 * * 1-5', '30 2 1,15 */2 0', '0 0 * * 7']) {
      expect(pattern.test(ok), ok).toBe(true);
      expect(() => CronExpressionParser.parse(ok)).not.toThrow();
    }
    for (const bad of ['61 * * * *', '* 24 * * *', '* * 0 * *', '* * * 13 *', '* * * * 8', '0 3 * *', 'every day', '0 3 * * * *']) expect(pattern.test(bad), bad).toBe(false);
  });

  it('seeds demo schedules whose last run is their latest fire time, so none is due at start', async () => {
    const rows = await q(sql<{ name: string; runs: number }>`select s.name, count(r.id)::int as runs from schedule s join schedule_run r on r.schedule_id = s.id
      where r.runner = 'server-demo' group by s.name order by s.name`);
    expect(rows.map((r) => r.name)).toEqual(['EDI outbox watch', 'Mail outbox retry', 'Nightly session purge', 'V2V backlog mail watch']);
  });
});
