// A `uniqueTogether` set added to a database that already holds duplicates: the migration keeps the
// newest record of each set, records the others as deleted by "migration", then adds the index.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../src/resources/declarations';
import { migrate } from '../../../server/db/migrate';
import { EVERY_BACKEND, startTestServer, type TestServer } from '../harness';
import { serverModules } from '../../../server/app';

const STEP = 'unique vendor_ratio (vendor_id, period) nulls not distinct';

describe.each(EVERY_BACKEND)('unique-together migration on an existing database on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(() => s.close());

  it('keeps the newest of each duplicated pair, records the deleted ones, then refuses new duplicates', async () => {
    const db = s.database.db;
    // The database as it was before the index: no index, the step not recorded, duplicates written.
    await sql`drop index vendor_ratio_vendor_id_period_key`.execute(db);
    await sql`delete from schema_migrations where name = ${STEP}`.execute(db);
    const original = (await sql<{ id: number; vendor_id: number; period: string }>`select id, vendor_id, period from vendor_ratio order by id limit 1`.execute(db)).rows[0];
    const copies = await sql<{ id: number }>`
      insert into vendor_ratio (vendor_id, period, ratio, updated_at, updated_by)
      values (${original.vendor_id}, ${original.period}, 11, now() + interval '1 day', 'newest'),
             (${original.vendor_id}, ${original.period}, 22, now() - interval '1 day', 'oldest')
      returning id`.execute(db);
    const [newest, oldest] = copies.rows.map((r) => Number(r.id));

    const applied = await migrate(db, resources, serverModules);
    expect(applied).toEqual([`${STEP}: 2 duplicate(s) deleted, the newest of each kept (see events)`]);
    const left = await sql<{ id: number; ratio: number }>`select id, ratio from vendor_ratio where vendor_id = ${original.vendor_id} and period = ${original.period}`.execute(db);
    expect(left.rows).toEqual([{ id: newest, ratio: 11 }]);
    const events = await sql<{ record_id: number; user_name: string; action: string; reason: string; before: { ratio: number } }>`
      select record_id, user_name, action, reason, before from events where resource = 'vendor_ratio' and user_name = 'migration' order by record_id`.execute(db);
    expect(events.rows.map((e) => [Number(e.record_id), e.action, e.reason])).toEqual(
      [Number(original.id), oldest].sort((a, b) => a - b).map((id) => [id, 'delete', `duplicate of #${newest} (one record per vendor_id, period)`]),
    );
    expect(events.rows.find((e) => Number(e.record_id) === oldest)?.before).toMatchObject({ ratio: 22, updated_by: 'oldest' });

    expect(await migrate(db, resources, serverModules)).toEqual([]);
    const again = sql`insert into vendor_ratio (vendor_id, period, ratio) values (${original.vendor_id}, ${original.period}, 5)`.execute(db);
    await expect(again).rejects.toMatchObject({ code: '23505' });
  });

  it('takes an empty part as a value: one customer-wide rebate setting a year', async () => {
    const db = s.database.db;
    const customer = (await sql<{ id: number }>`select id from ship_customer order by id limit 1`.execute(db)).rows[0].id;
    const wide = () => sql`insert into avm_rebate_setting (customer_id, material_id, year, rebate_rate) values (${customer}, null, 2031, 1.5)`.execute(db);
    await wide();
    await expect(wide()).rejects.toMatchObject({ code: '23505' });
  });
});
