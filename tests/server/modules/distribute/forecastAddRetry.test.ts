// Forecast add and auto-add run in a write transaction that is run again when it lost a race
// (server/db/retry.ts), like the other writes: a serialization failure on the first try (raised here by
// a trigger, once) ends in the version(s) made once each, not in a 409 for the planner to repeat.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';

describe(`forecast add and auto-add retried after a lost race (${TEST_BACKEND})`, () => {
  let s: TestServer;
  let op: string;
  const q = <T>(text: ReturnType<typeof sql<T>>) => text.execute(s.database.db).then((r) => r.rows);
  /** The next insert into forecast fails with 40001 (serialization_failure); the ones after it pass. */
  const failNextInsert = () => q(sql`alter sequence forecast_fail_once restart with 1`);
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
    await q(sql`create sequence forecast_fail_once`);
    await q(sql.raw(`create function forecast_fail_once() returns trigger language plpgsql as $$
      begin
        if nextval('forecast_fail_once') = 1 then raise exception 'lost a race (test)' using errcode = '40001'; end if;
        return new;
      end $$`));
    await q(sql`create trigger forecast_fail_once before insert on forecast for each row execute function forecast_fail_once()`);
  });
  afterAll(() => s.close());

  it('adds one version of a BG', async () => {
    const [bg] = await q(sql<{ id: number; version: number }>`select bg_id::int as id, max(version_no)::int as version from forecast where family = 'cf' group by bg_id order by bg_id limit 1`);
    await failNextInsert();
    const res = await s.call({ method: 'POST', url: '/api/v1/cf/forecast', token: op, payload: { bg_id: bg.id, forecast_date: '2026-12-14', remark: 'after a lost race' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const made = await q(sql<{ version: number }>`select version_no as version from forecast where family = 'cf' and bg_id = ${bg.id} and remark = 'after a lost race'`);
    expect(made).toEqual([{ version: bg.version + 1 }]);
  });

  it('auto-adds one version of every BG', async () => {
    const [{ bgs }] = await q(sql<{ bgs: number }>`select count(distinct bg_id)::int as bgs from forecast where family = 'nonti'`);
    await failNextInsert();
    const res = await s.call({ method: 'POST', url: '/api/v2/gb/forecast/auto/2026-12-14', token: op });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as { created: number }).created).toBe(bgs);
    const made = await q(sql<{ bg: number; n: number }>`select bg_id::int as bg, count(*)::int as n from forecast
      where family = 'nonti' and source = 'auto' and forecast_date = '2026-12-14' group by bg_id`);
    expect(made.length).toBe(bgs);
    expect(made.every((m) => m.n === 1)).toBe(true);
  });
});
