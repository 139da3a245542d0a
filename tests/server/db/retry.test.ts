// Transactions that lose a race are run again (server/db/retry.ts); what still fails is a 409 or a
// 503, never a 500 (server/db/failures.ts).
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../../server/db/connect';
import { databaseFailure } from '../../../server/db/failures';
import { retryOnConflict } from '../../../server/db/retry';
import type { DB } from '../../../server/db/types';
import { scratchPostgres } from '../harness';

describe('database failures as answers', () => {
  it('words a lost race 409 and a lost connection 503, in both languages, and leaves the rest alone', () => {
    expect(databaseFailure({ code: '40P01' }, 'en-US')).toEqual({ status: 409, message: expect.stringMatching(/^Someone else was changing the same records/) });
    expect(databaseFailure({ code: '40001' }, 'zh-CN')).toEqual({ status: 409, message: expect.stringMatching(/^其他人正在同时修改/) });
    expect(databaseFailure({ code: '57P01' }, 'en-US')?.status).toBe(503);
    expect(databaseFailure(new Error('Connection terminated unexpectedly'), 'en-US')?.status).toBe(503);
    expect(databaseFailure({ code: '23505' }, 'en-US')).toBeUndefined();
    expect(databaseFailure(new Error('boom'), 'en-US')).toBeUndefined();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a deadlock on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await scratchPostgres();
    drop = scratch.drop;
    database = await openPostgres(scratch.url);
    await sql`create table pair (id int primary key, n int not null)`.execute(database.db);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  /** Two transactions that update rows 1 and 2 in opposite orders, each waiting for the other's first update. */
  function crossing(db: Kysely<DB>) {
    let attempts = 0;
    let arrived = 0;
    let bothThere: () => void;
    const barrier = new Promise<void>((resolve) => (bothThere = resolve));
    const work = (first: number, second: number) => () =>
      db.transaction().execute(async (trx) => {
        attempts++;
        await sql`update pair set n = n + 1 where id = ${first}`.execute(trx);
        if (++arrived === 2) bothThere();
        await barrier;
        await sql`update pair set n = n + 1 where id = ${second}`.execute(trx);
      });
    return { a: work(1, 2), b: work(2, 1), attempts: () => attempts };
  }

  const reset = () => sql`delete from pair; insert into pair values (1, 0), (2, 0)`.execute(database.db);

  it('fails one side with 40P01 when not retried', async () => {
    await reset();
    const { a, b } = crossing(database.db);
    const outcomes = await Promise.allSettled([a(), b()]);
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason.code)).toEqual(['40P01']);
  });

  it('finishes both when retried, each change made once', async () => {
    await reset();
    const { a, b, attempts } = crossing(database.db);
    await Promise.all([retryOnConflict(a), retryOnConflict(b)]);
    expect(attempts()).toBe(3);
    const rows = await sql<{ n: number }>`select n from pair order by id`.execute(database.db);
    expect(rows.rows.map((r) => r.n)).toEqual([2, 2]);
  });
});
