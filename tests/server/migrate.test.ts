import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/resources/declarations';
import { defineResource, type ResourceDeclaration } from '../../src/schema';
import { integer, label } from '../../src/schema/fields';
import { migrate } from '../../server/db/migrate';
import { EVERY_BACKEND, startTestServer, type TestServer } from './harness';
import { serverModules } from '../../server/app';

describe.each(EVERY_BACKEND)('migrations from declarations on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(() => s.close());

  it('is a no-op when nothing changed', async () => {
    expect(await migrate(s.database.db, resources, serverModules)).toEqual([]);
  });

  it('adds a new declared column on start and records it', async () => {
    const bg = resources.find((r) => r.name === 'bg')!;
    const grown: ResourceDeclaration = defineResource({ ...bg, fields: { ...bg.fields, headcount: integer(label('Headcount', '人数'), { min: 0 }) } });
    const applied = await migrate(s.database.db, resources.map((r) => (r.name === 'bg' ? grown : r)), serverModules);
    expect(applied).toEqual(['add bg.headcount']);
    const cols = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'bg'`.execute(s.database.db);
    expect(cols.rows.map((c) => c.column_name)).toContain('headcount');
    const recorded = await s.database.db.selectFrom('schema_migrations').select('name').where('name', '=', 'add bg.headcount').execute();
    expect(recorded).toHaveLength(1);
    // Existing rows keep their data.
    expect(await s.count('bg')).toBeGreaterThan(5);
  });
});
