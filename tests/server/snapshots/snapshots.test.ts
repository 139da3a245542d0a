// Dated snapshots (src/schema/snapshots.ts) on the material: take one, change the materials, take
// another, then list the dates, read one date and compare the two (added, removed, changed rows with
// the changed fields). Taking one needs the write access and records an event; reading needs the
// read access; a field the caller may not see is neither shown nor compared.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../harness';

const BASE = '/api/v2/material/info/snapshots';
type Row = Record<string, unknown>;
type Comparison = { added: Row[]; removed: Row[]; changed: { key: string; before: Row; after: Row; fields: string[] }[] };

describe.each(BACKENDS)('material snapshots on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let total: number;
  let changedMpn: string;
  let removedMpn: string;

  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    const db = s.database.db;
    // The material that goes between the dates is the test's own: demo stock and orders reference the seeded ones.
    const gone = (await sql<{ id: number; mpn: string }>`insert into material (mpn, description, mpq, lifecycle, currency, status)
      values ('SNAP-GONE-1', 'Removed between snapshots', 1, 'active', 'USD', 'active') returning id, mpn`.execute(db)).rows[0];
    total = await s.count('material');
    expect((await s.call({ method: 'POST', url: BASE, token: op, payload: { date: '2025-01-31' } })).body.data).toEqual({ date: '2025-01-31', rows: total });
    // Between the dates: one lead time and cost change, one material goes, one comes.
    const changed = (await sql<{ id: number; mpn: string }>`select id, mpn from material where id <> ${gone.id} order by id limit 1`.execute(db)).rows[0];
    changedMpn = changed.mpn;
    removedMpn = gone.mpn;
    await sql`update material set lead_time_weeks = coalesce(lead_time_weeks, 0) + 3, standard_cost = 1.2345 where id = ${changed.id}`.execute(db);
    await sql`delete from material where id = ${gone.id}`.execute(db);
    await sql`insert into material (mpn, description, mpq, lifecycle, currency, status) values ('SNAP-NEW-1', 'Added between snapshots', 1, 'active', 'USD', 'active')`.execute(db);
    expect((await s.call({ method: 'POST', url: BASE, token: op, payload: { date: '2025-02-28' } })).status).toBe(200);
  }, 180_000); // a real server with the demo data: slow on a busy machine
  afterAll(() => s?.close());

  it('lists the dates, newest first, with their row counts', async () => {
    const res = await s.call({ method: 'GET', url: BASE, token: op });
    expect(res.body.data).toEqual({ list: [{ date: '2025-02-28', rows: total }, { date: '2025-01-31', rows: total }], total: 2 });
  });

  it("reads one date's rows: the key and kept fields only, paged", async () => {
    const res = await s.call({ method: 'GET', url: `${BASE}/2025-01-31?size=5&page=1`, token: op });
    const page = res.body.data as { list: Row[]; total: number };
    expect(page.total).toBe(total);
    expect(page.list).toHaveLength(5);
    expect(Object.keys(page.list[0]).sort()).toEqual(['lead_time_weeks', 'lifecycle', 'moq', 'mpn', 'mpq', 'standard_cost', 'status']);
  });

  it('compares two dates: added, removed and changed rows with the changed fields', async () => {
    const res = await s.call({ method: 'GET', url: `${BASE}/compare/2025-01-31/2025-02-28`, token: op });
    expect(res.status).toBe(200);
    const c = res.body.data as Comparison;
    expect(c.added.map((r) => r.mpn)).toEqual(['SNAP-NEW-1']);
    expect(c.removed.map((r) => r.mpn)).toEqual([removedMpn]);
    expect(c.changed).toHaveLength(1);
    expect(c.changed[0]).toMatchObject({ key: JSON.stringify([changedMpn]), fields: ['lead_time_weeks', 'standard_cost'], after: { standard_cost: 1.2345 } });
    expect(Number(c.changed[0].after.lead_time_weeks) - Number(c.changed[0].before.lead_time_weeks ?? 0)).toBe(3);
  });

  it('takes a date again by replacing its rows, and records each snapshot as an event', async () => {
    const again = await s.call({ method: 'POST', url: BASE, token: op, payload: { date: '2025-02-28' } });
    expect(again.body.data).toEqual({ date: '2025-02-28', rows: total });
    const counted = await sql<{ n: number }>`select count(*)::int as n from record_snapshots where resource = 'material' and taken_on = '2025-02-28'`.execute(s.database.db);
    expect(counted.rows[0].n).toBe(total);
    const events = await sql<{ n: number }>`select count(*)::int as n from events where resource = 'material' and action = 'snapshot' and user_name = 'op'`.execute(s.database.db);
    expect(events.rows[0].n).toBe(3);
  });

  it('answers a date without a snapshot with 404 and a malformed one with 400 naming it', async () => {
    expect((await s.call({ method: 'GET', url: `${BASE}/2024-12-31`, token: op })).status).toBe(404);
    const bad = await s.call({ method: 'GET', url: `${BASE}/compare/2025-01-31/2025-02-30`, token: op });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('second');
    expect((await s.call({ method: 'POST', url: BASE, token: op, payload: { date: 'tomorrow' } })).status).toBe(400);
  });

  it('lets a reader read and compare but not take a snapshot, and refuses one without the permission', async () => {
    const viewer = await s.login('viewer'); // view-material: reads materials, writes none
    expect((await s.call({ method: 'GET', url: `${BASE}/compare/2025-01-31/2025-02-28`, token: viewer })).status).toBe(200);
    expect((await s.call({ method: 'POST', url: BASE, token: viewer, payload: {} })).status).toBe(403);
    const manager = await s.login('manager');
    const managerReads = (await s.call({ method: 'GET', url: BASE, token: manager })).status;
    const mayRead = (await s.call({ method: 'GET', url: '/api/v2/material/info', token: manager })).status;
    expect(managerReads).toBe(mayRead);
    expect((await s.call({ method: 'GET', url: BASE })).status).toBe(401);
  });

  it('leaves out a field the caller may not see, also as a change', async () => {
    const viewer = await s.login('viewer'); // holds no field right: no standard cost
    const c = (await s.call({ method: 'GET', url: `${BASE}/compare/2025-01-31/2025-02-28`, token: viewer })).body.data as Comparison;
    expect(c.changed[0].fields).toEqual(['lead_time_weeks']);
    expect(c.changed[0].after).not.toHaveProperty('standard_cost');
    const rows = (await s.call({ method: 'GET', url: `${BASE}/2025-02-28`, token: viewer })).body.data as { list: Row[] };
    expect(rows.list[0]).not.toHaveProperty('standard_cost');
  });

  // Issue 22: four at once each found the date empty and inserted the same keys; three answered 500.
  it('takes the same snapshot for four callers at once, each answered, the rows kept once', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => s.call({ method: 'POST', url: BASE, token: op, payload: { date: '2025-03-31' } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    for (const a of answers) expect(a.body.data).toEqual({ date: '2025-03-31', rows: total });
    const kept = await sql<{ n: number }>`select count(*)::int as n from record_snapshots where resource = 'material' and taken_on = '2025-03-31'`.execute(s.database.db);
    expect(kept.rows[0].n).toBe(total);
  });
});
