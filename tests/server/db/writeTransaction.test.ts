// Hand-written route transactions are run again when they lose a race (writeTransaction in
// server/db/retry.ts): a real deadlock between a route and another transaction still answers 200.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

describe.skipIf(!process.env.DATABASE_URL)('a hand-written route that meets a deadlock on PostgreSQL', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('postgres');
  });
  afterAll(() => s.close());

  it('runs its transaction again and answers 200, its change and event made once', async () => {
    const op = await s.login('op');
    const id = ((await s.call({ method: 'POST', url: '/api/v1/role', token: op, payload: { name: 'Crossing', permissions: ['user-event'] } })).body.data as { id: number }).id;
    const db = s.database.db;
    let answer: ReturnType<TestServer['call']> | undefined;
    // The role PUT locks the role, then its permissions; this transaction takes them the other way round.
    await db.transaction().execute(async (trx) => {
      // Ours waits longer before looking for a deadlock, so PostgreSQL cancels the route's side.
      await sql`set local deadlock_timeout = '10s'`.execute(trx);
      await sql`select 1 from role_permissions where role_id = ${id} for update`.execute(trx);
      answer = s.call({ method: 'PUT', url: `/api/v1/role/${id}`, token: op, payload: { description: 'from the route', permissions: ['view-crm'] } });
      while (!(await sql<{ n: number }>`select count(*)::int as n from pg_locks where not granted`.execute(db)).rows[0].n) await new Promise((r) => setTimeout(r, 10));
      await sql`update roles set description = 'from the other side' where id = ${id}`.execute(trx);
    });
    const res = await answer!;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ description: 'from the route', permissions: ['view-crm'] });
    const events = await sql<{ n: number }>`select count(*)::int as n from events where resource = 'role' and record_id = ${id} and action = 'update'`.execute(db);
    expect(events.rows[0].n).toBe(1);
  });
});
