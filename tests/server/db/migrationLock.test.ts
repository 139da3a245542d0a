// Replicas starting together on one empty PostgreSQL database: migrations (and the demo seed) take
// turns under an advisory lock, so neither start fails and the schema and seed are there once.
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { resources } from '../../../src/resources/declarations';
import { openPGlite, openPostgres, type Database } from '../../../server/db/connect';
import { migrate } from '../../../server/db/migrate';
import type { DB } from '../../../server/db/types';
import { DEMO_ACCOUNTS } from '../../../server/seed/accounts';
import { prepareDatabase } from '../../../server/seed/prepare';
import { scratchPostgres } from '../harness';
import { serverModules } from '../../../server/app';

const names = async (db: Kysely<DB>) => (await db.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name);

describe.skipIf(!process.env.DATABASE_URL)('migrations of replicas starting together on PostgreSQL', () => {
  let cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
  });

  /** Two servers' own pools on one new, empty database. */
  async function twoReplicas(): Promise<[Database, Database]> {
    const scratch = await scratchPostgres();
    cleanup.push(scratch.drop);
    const a = await openPostgres(scratch.url);
    const b = await openPostgres(scratch.url);
    cleanup.push(a.close, b.close);
    return [a, b];
  }

  it('migrates once: both succeed, each step is recorded once', async () => {
    const [a, b] = await twoReplicas();
    const [first, second] = await Promise.all([migrate(a.db, resources, serverModules), migrate(b.db, resources, serverModules)]);
    // One did the work, the other found it done.
    expect([first.length, second.length].sort((x, y) => x - y)[0]).toBe(0);
    const done = [...first, ...second];
    expect(done).toContain('system-tables-v1');
    expect(done).toContain('create vendor_ratio');
    const recorded = await names(a.db);
    expect(new Set(recorded).size).toBe(recorded.length);
    expect(recorded.sort()).toEqual([...done].sort());
    const tables = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_name = 'users'`.execute(a.db);
    expect(tables.rows[0].n).toBe(1);
  });

  it('seeds the demo data once when both start with SEED_DEMO', async () => {
    const [a, b] = await twoReplicas();
    const results = await Promise.all([prepareDatabase(a.db, resources, serverModules, 'pw'), prepareDatabase(b.db, resources, serverModules, 'pw')]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    const users = await sql<{ n: number }>`select count(*)::int as n from users`.execute(a.db);
    expect(users.rows[0].n).toBe(DEMO_ACCOUNTS.length);
    // A whole migration and demo seed of a new database: half a minute when the machine is busy.
  }, 120_000);
});

describe('the migration lock on PGlite', () => {
  it('is free in the single process: migrate and prepare run, and run again as no-ops', async () => {
    const db = await openPGlite('memory://');
    try {
      expect((await prepareDatabase(db.db, resources, serverModules, 'pw')).seeded).toBe(true);
      expect(await prepareDatabase(db.db, resources, serverModules, 'pw')).toEqual({ applied: [], seeded: false });
      expect(await migrate(db.db, resources, serverModules)).toEqual([]);
    } finally {
      await db.close();
    }
  }, 120000); // a PGlite start, migration and seed: slow on a busy machine
});
