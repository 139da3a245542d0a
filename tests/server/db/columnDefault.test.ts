// A required field added to a table that holds rows: the old rows get the declared default and the
// column refuses nulls from then on; a required field without a default stays nullable.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../src/resources/declarations';
import { defineResource, type ResourceDeclaration } from '../../../src/schema';
import { enumOf, integer, label, text } from '../../../src/schema/fields';
import { migrate } from '../../../server/db/migrate';
import { EVERY_BACKEND, startTestServer, type TestServer } from '../harness';
import { serverModules } from '../../../server/app';

interface ColumnInfo {
  column_name: string;
  is_nullable: 'YES' | 'NO';
}

describe.each(EVERY_BACKEND)('adding required fields to a table with rows on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(() => s.close());

  const columns = async () =>
    new Map((await sql<ColumnInfo>`select column_name, is_nullable from information_schema.columns where table_name = 'bg'`.execute(s.database.db)).rows.map((c) => [c.column_name, c.is_nullable]));

  it('fills the existing rows with the default and makes the column NOT NULL', async () => {
    const rows = await s.count('bg');
    expect(rows).toBeGreaterThan(5);
    const bg = resources.find((r) => r.name === 'bg')!;
    const grown: ResourceDeclaration = defineResource({
      ...bg,
      fields: {
        ...bg.fields,
        tier: enumOf(label('Tier', '层级'), [{ value: 'b', label: label('B', 'B') }, { value: "o'k", label: label('OK', 'OK') }], { required: true, defaultValue: "o'k" }),
        seats: integer(label('Seats', '席位'), { required: true, defaultValue: 3 }),
        motto: text(label('Motto', '口号'), { required: true, maxBytes: 50 }),
      },
    });
    const applied = await migrate(s.database.db, resources.map((r) => (r.name === 'bg' ? grown : r)), serverModules);
    expect(applied).toEqual(['add bg.tier', 'add bg.seats', 'add bg.motto']);

    const nullable = await columns();
    expect(nullable.get('tier')).toBe('NO');
    expect(nullable.get('seats')).toBe('NO');
    // No default: nothing to give the old rows, so the column stays nullable.
    expect(nullable.get('motto')).toBe('YES');

    const values = await sql<{ tier: string; seats: string }>`select tier, seats from bg`.execute(s.database.db);
    expect(values.rows).toHaveLength(rows);
    for (const row of values.rows) expect([row.tier, Number(row.seats)]).toEqual(["o'k", 3]);

    await expect(sql`update bg set tier = null`.execute(s.database.db)).rejects.toThrow();
    // Starting again changes nothing.
    expect(await migrate(s.database.db, resources.map((r) => (r.name === 'bg' ? grown : r)), serverModules)).toEqual([]);
  });
});
