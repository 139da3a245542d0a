// ORs: header and lines saved together (a bad line writes nothing, named as R22 says), line amounts
// computed by the database, declared states (release, then final), the line list, the history.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';

type Row = Record<string, unknown> & { id: number; version: number };

describe('ORs (PGlite)', () => {
  let s: TestServer;
  let op: string;
  let vendor: number;
  let material: number;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
    const ids = (await sql<{ v: number; m: number }>`select (select min(id) from vendor)::int as v, (select min(id) from material)::int as m`.execute(s.database.db)).rows[0];
    ({ v: vendor, m: material } = ids);
  });
  afterAll(() => s.close());

  const head = (or_no: string) => ({ or_no, vendor_id: vendor, currency: 'USD', or_date: '2026-11-20' });

  it('saves header and lines in one transaction: a bad third line writes nothing and is named', async () => {
    const before = await s.count('or_order');
    const res = await s.call({ method: 'POST', url: '/api/v2/or/lines', token: op, payload: { ...head('TOR-BAD'), items: [
      { material_id: material, qty: 1, unit_price: '1' }, { material_id: material, qty: 2, unit_price: '1' }, { material_id: material, qty: 0, unit_price: '1' },
    ] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Row 3');
    expect((res.body.errors as { field: string }[])[0].field).toBe('items.2.qty');
    expect(await s.count('or_order')).toBe(before);
  });

  it('computes line amounts exactly, releases, then refuses edits once closed; lists lines and history', async () => {
    const res = await s.call({ method: 'POST', url: '/api/v2/or/lines', token: op, payload: { ...head('TOR-1'), items: [
      { material_id: material, qty: 3, unit_price: '0.10001' }, { material_id: material, qty: 7, unit_price: '2.5' },
    ] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const or = res.body.data as Row & { items: Row[] };
    expect(or.status).toBe('draft');
    expect(or.items.map((i) => i.amount)).toEqual([0.30003, 17.5]);
    // A draft cannot be closed: nothing moves.
    expect((await s.call({ method: 'POST', url: '/api/v2/or/transition/close', token: op, payload: { items: [{ id: or.id }] } })).status).toBe(400);
    expect((await s.call({ method: 'POST', url: '/api/v2/or/transition/release', token: op, payload: { items: [{ id: or.id }] } })).status).toBe(200);
    expect((await s.call({ method: 'POST', url: '/api/v2/or/transition/close', token: op, payload: { items: [{ id: or.id }] } })).status).toBe(200);
    const now = (await s.call({ method: 'GET', url: `/api/v2/or/${or.id}`, token: op })).body.data as Row;
    expect(now.status).toBe('closed');
    expect((await s.call({ method: 'PUT', url: `/api/v2/or/${or.id}`, token: op, payload: { version: now.version, remark: 'x' } })).status).toBe(409);
    const lines = await s.call({ method: 'GET', url: '/api/v2/or/list?keyword=TOR-1', token: op });
    expect((lines.body.data as { list: Row[] }).list.map((l) => [l.line_no, l.amount])).toEqual([[1, '0.30003'], [2, '17.50000']]);
    const history = await s.call({ method: 'GET', url: `/api/v2/or/history/${or.id}`, token: op });
    expect((history.body.data as { list: { reason: string | null }[] }).list.map((e) => e.reason)).toEqual(['closed', 'released', null]);
    expect((await s.call({ method: 'GET', url: '/api/v2/or/list?bogus=1', token: op })).status).toBe(400);
  });

  it('opens ORs to manage-or and "my ORs" to their buyer only', async () => {
    const manager = await s.login('manager');
    expect((await s.call({ method: 'GET', url: '/api/v2/or', token: manager })).status).toBe(403);
    await sql`insert into user_permissions (user_id, permission_id) select u.id, p.id from users u, permissions p where u.name = 'manager' and p.name = 'manage-purchase-order'`.execute(s.database.db);
    const mine = (await s.call({ method: 'GET', url: '/api/v2/or/my?size=500', token: manager })).body.data as { list: Row[] };
    expect(mine.list.length).toBeGreaterThan(0);
    expect(new Set(mine.list.map((r) => r.created_by))).toEqual(new Set(['manager']));
    expect((await s.call({ method: 'GET', url: '/api/v2/or/list', token: manager })).status).toBe(403);
  });
});
