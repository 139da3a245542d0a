// Two clerks release the same bag at the same moment on PostgreSQL (real concurrent transactions):
// one wins, the other gets a 409 naming the bag, and the stock is released once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

const POSTGRES = BACKENDS.filter((b) => b === 'postgres');
// PGlite runs one transaction at a time, so the race needs PostgreSQL (DATABASE_URL).
if (!POSTGRES.length) describe.skip('concurrent releases (PostgreSQL only: set DATABASE_URL)', () => it('needs PostgreSQL', () => {}));

describe.each(POSTGRES)('concurrent releases on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.login('admin');
  });
  afterAll(() => s.close());

  it('lets one of two releases of a bag win and refuses the other with 409, nothing changed by it', async () => {
    const material = Number((await sql<{ id: number }>`select id from material order by id limit 1`.execute(s.database.db)).rows[0].id);
    const sloc = Number((await sql<{ id: number }>`select id from sloc order by id limit 1`.execute(s.database.db)).rows[0].id);
    const got = await s.call({ method: 'POST', url: '/api/v2/inventory/receiving', token: admin, payload: { material_id: material, sloc_id: sloc, supplier: 'RACE', qty: '100', mpq: '100' } });
    expect(got.status).toBe(200);
    const bag = (await sql<{ id: number; bag_no: string; inventory_id: number }>`select b.id, b.bag_no, b.inventory_id from inventory_bag b join inventory i on i.id = b.inventory_id where i.supplier = 'RACE'`.execute(s.database.db)).rows[0];
    const release = () => s.call({ method: 'PUT', url: '/api/v2/inventory/release', token: admin, payload: { items: [{ bag_id: Number(bag.id), qty: '70' }] } });
    const results = await Promise.all([release(), release()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toContain(bag.bag_no);
    const group = (await sql<{ on_hand_qty: number }>`select on_hand_qty from inventory where id = ${bag.inventory_id}`.execute(s.database.db)).rows[0];
    expect(Number(group.on_hand_qty)).toBe(30);
    const releases = await sql<{ n: number }>`select count(*)::int as n from inventory_history where inventory_id = ${bag.inventory_id} and kind = 'release'`.execute(s.database.db);
    expect(Number(releases.rows[0].n)).toBe(1);
  });
});
