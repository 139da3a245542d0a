// Two bookings of a shipment's last pieces at the same moment: one wins, the other is a 409 and the
// shipment is never booked beyond its quantity. Meaningful with real concurrency, so PostgreSQL only
// (run with DATABASE_URL); skipped otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../../harness';

describe.runIf(Boolean(process.env.DATABASE_URL))('ECPO booking races on postgres', () => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer('postgres');
    op = await s.login('op');
  });
  afterAll(() => s?.close());

  it('lets one of two bookings of the last pieces through', async () => {
    const db = s.database.db;
    // A shipment on the way with nothing booked, and two open ECPOs for its part.
    const { rows } = await sql<{ pdc_id: number; qty: string }>`
      select p.id as pdc_id, p.qty::text as qty from pdc p
      where p.status = 'on_way' and not exists (select 1 from ecpo_onway o where o.pdc_id = p.id) order by p.id limit 1`.execute(db);
    const shipment = rows[0];
    const made = await sql<{ id: number }>`
      insert into ecpo (ecpo_no, customer_id, material_id, order_qty, status, created_by, updated_by)
      select x.no, (select min(id) from ship_customer), (select material_id from pdc where id = ${shipment.pdc_id}), 100000, 'open', 'test', 'test'
      from (values ('RACE-A'), ('RACE-B')) as x(no) returning id`.execute(db);
    const target = { ...shipment, a: made.rows[0].id, b: made.rows[1].id };
    const book = (ecpo: number) => s.call({ method: 'POST', url: `/api/v1/ecpo/${ecpo}`, token: op, payload: { pdc_id: target.pdc_id, qty: target.qty } });
    const answers = await Promise.all([book(target.a), book(target.b)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const booked = await sql<{ n: string }>`select coalesce(sum(qty), 0)::text as n from ecpo_onway where pdc_id = ${target.pdc_id}`.execute(db);
    expect(booked.rows[0].n).toBe(target.qty);
  });
});
