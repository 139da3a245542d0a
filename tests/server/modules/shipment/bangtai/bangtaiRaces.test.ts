// Shipments at the same moment (PostgreSQL too): the same notice shipped twice moves the stock once,
// and two notices that together exceed the lot cannot both ship; the loser gets a 409, the lot never
// goes below zero.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

describe.each(BACKENDS)('Bangtai shipments at once on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let materialId: number;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.login('admin');
    materialId = Number((await sql<{ id: number }>`select id from material order by id limit 1`.execute(s.database.db)).rows[0].id);
    await sql`insert into bangtai_instock (customer_no, material_id, lot_no, qty) values ('RACE', ${materialId}, 'LOT-R', 1000)`.execute(s.database.db);
  }, 60_000);
  afterAll(() => s.close());

  const stock = async () => Number((await sql<{ qty: string }>`select qty from bangtai_instock where customer_no = 'RACE'`.execute(s.database.db)).rows[0].qty);
  const outbound = async (no: string, qty: number) => {
    const r = await s.call({ method: 'POST', url: '/api/v1/bangtai/outbound', token: admin, payload: { outbound_no: no, customer_no: 'RACE', material_id: materialId, lot_no: 'LOT-R', qty } });
    return (r.body.data as { id: number }).id;
  };
  const ship = (id: number) => s.call({ method: 'PUT', url: `/api/v1/bangtai/outbound/status/${id}`, token: admin, payload: { status: 'shipped' } });

  it('ships one notice once', async () => {
    const id = await outbound('RACE-1', 300);
    const results = await Promise.all([ship(id), ship(id), ship(id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await stock()).toBe(700);
    expect(Number((await sql<{ n: number }>`select count(*)::int as n from bangtai_history where doc_no = 'RACE-1'`.execute(s.database.db)).rows[0].n)).toBe(1);
  });

  it('lets only one of two notices that together exceed the lot ship', async () => {
    const [a, b] = [await outbound('RACE-2', 500), await outbound('RACE-3', 500)];
    const results = await Promise.all([ship(a), ship(b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stock()).toBe(200);
  });
});
