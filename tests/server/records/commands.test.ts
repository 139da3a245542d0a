// Declared commands (src/schema/commands.ts) on the customer: lock and unlock. manage-crm-lock runs
// them and nothing else: the manager holding it may lock a customer but not change its credit limit.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_BACKEND, startTestServer, type TestServer } from '../harness';

type Row = { id: number; version: number; locked: boolean; credit_limit: string | null; name: string };

describe.each(EVERY_BACKEND)('customer lock and unlock commands on %s', (backend) => {
  let s: TestServer;
  let manager: string;
  let customer: Row;
  const stored = async () => (await sql<Row>`select version, locked, credit_limit from ship_customer where id = ${customer.id}`.execute(s.database.db)).rows[0];

  beforeAll(async () => {
    s = await startTestServer(backend);
    manager = await s.login('manager');
    const page = (await s.call({ method: 'GET', url: '/api/v1/ship/customer?locked=false&size=1', token: manager })).body.data as { list: Row[] };
    customer = page.list[0];
  });
  afterAll(() => s.close());

  it('refuses the manager a field edit: manage-crm-lock grants the commands only', async () => {
    const before = await stored();
    const res = await s.call({ method: 'PUT', url: `/api/v1/ship/customer/${customer.id}`, token: manager, payload: { version: customer.version, credit_limit: '99999999' } });
    expect(res.status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('locks and unlocks through the commands, one event each, and a second lock changes nothing', async () => {
    const locked = await s.call({ method: 'POST', url: `/api/v1/ship/customer/${customer.id}/lock`, token: manager, payload: { version: customer.version } });
    expect(locked.status).toBe(200);
    expect(locked.body.data).toMatchObject({ id: customer.id, locked: true, version: customer.version + 1 });
    const again = await s.call({ method: 'POST', url: `/api/v1/ship/customer/${customer.id}/lock`, token: manager });
    expect(again.body.data).toMatchObject({ locked: true, version: customer.version + 1 });
    const unlocked = await s.call({ method: 'POST', url: `/api/v1/ship/customer/${customer.id}/unlock`, token: manager, payload: { version: customer.version + 1 } });
    expect(unlocked.body.data).toMatchObject({ locked: false, version: customer.version + 2 });
    const events = await sql<{ reason: string; user_name: string }>`select reason, user_name from events where resource = 'ship_customer' and record_id = ${customer.id} order by id`.execute(s.database.db);
    expect(events.rows).toEqual([
      { reason: 'lock', user_name: 'manager' },
      { reason: 'unlock', user_name: 'manager' },
    ]);
  });

  it('refuses a stale version with 409 and a viewer with 403, changing nothing', async () => {
    const before = await stored();
    const stale = await s.call({ method: 'POST', url: `/api/v1/ship/customer/${customer.id}/lock`, token: manager, payload: { version: before.version - 1 } });
    expect(stale.status).toBe(409);
    const viewer = await s.call({ method: 'POST', url: `/api/v1/ship/customer/${customer.id}/lock`, token: await s.login('viewer') });
    expect(viewer.status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
