// The stock calls over HTTP: receive, release, repack (split and merge keep the quantity), the
// refusals (bad input 400, negative stock / over-package 409 naming the bag, nothing changed), the
// journal, the demo stock and the access rules.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';

type Bag = { id: number; bag_no: string; qty: number; mpq: number; copies: number; is_split: boolean };
type Group = { id: number; on_hand_qty: number; on_way_qty: number; bag_count: number; bags: Bag[] };

describe('stock calls on pglite', () => {
  let s: TestServer;
  let admin: string;
  let material: number;
  let sloc: number;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    admin = await s.login('admin');
    material = Number((await sql<{ id: number }>`select id from material order by id desc limit 1`.execute(s.database.db)).rows[0].id);
    sloc = Number((await sql<{ id: number }>`select id from sloc order by id desc limit 1`.execute(s.database.db)).rows[0].id);
  });
  afterAll(() => s.close());

  let n = 0;
  const receive = async (qty: string, mpq: string, extra: Record<string, unknown> = {}) => {
    const supplier = `CALLS-${++n}`;
    const res = await s.call({ method: 'POST', url: '/api/v2/inventory/receiving', token: admin, payload: { material_id: material, sloc_id: sloc, supplier, qty, mpq, ref_no: `GR-${n}`, ...extra } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = Number((await sql<{ id: number }>`select id from inventory where supplier = ${supplier}`.execute(s.database.db)).rows[0].id);
    return group(id);
  };
  const group = async (id: number) => (await s.call({ method: 'GET', url: `/api/v2/inventory/${id}/lines`, token: admin })).body.data as Group;
  const total = (g: Group) => g.bags.reduce((sum, b) => sum + b.qty * b.copies, 0);

  it('lists the demo stock: at least 5,000 groups, bags on hand and on the way, history', async () => {
    const list = await s.call({ method: 'GET', url: '/api/v2/inventory?size=5', token: admin });
    expect((list.body.data as { total: number }).total).toBeGreaterThanOrEqual(5000);
    const onWays = await s.call({ method: 'GET', url: '/api/v2/inventory/on-ways?size=1', token: admin });
    expect((onWays.body.data as { total: number }).total).toBeGreaterThan(0);
    expect(await s.count('inventory_history')).toBeGreaterThan(5000);
    expect(await s.count('inventory_assign_record')).toBeGreaterThan(0);
  });

  it('receives goods packed by mpq and releases a bag, recording who did what', async () => {
    const g = await receive('250', '100');
    expect(g).toMatchObject({ on_hand_qty: 250, bag_count: 3 });
    const partial = g.bags.find((b) => b.qty === 50)!;
    const res = await s.call({ method: 'PUT', url: '/api/v2/inventory/release', token: admin, payload: { items: [{ bag_id: partial.id }], ref_no: 'SO-1' } });
    expect(res.status).toBe(200);
    expect(await group(g.id)).toMatchObject({ on_hand_qty: 200, bag_count: 2 });
    const history = await s.call({ method: 'GET', url: `/api/v2/inventory/history?inventory_id=${g.id}&sort=id&order=ASC`, token: admin });
    const rows = (history.body.data as { list: { kind: string; qty: number; created_by: string; bag_no: string }[] }).list;
    expect(rows.map((r) => [r.kind, r.qty, r.created_by])).toEqual([['receive', 200, 'admin'], ['receive', 50, 'admin'], ['release', -50, 'admin']]);
    expect(rows[2].bag_no).toBe(partial.bag_no);
  });

  it('refuses releasing more than a bag holds: 409 naming the bag, nothing changed', async () => {
    const g = await receive('80', '100');
    const before = await s.count('inventory_history');
    const res = await s.call({ method: 'PUT', url: '/api/v2/inventory/release', token: admin, payload: { items: [{ bag_id: g.bags[0].id, qty: '81' }] } });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(g.bags[0].bag_no);
    expect(await group(g.id)).toMatchObject({ on_hand_qty: 80 });
    expect(await s.count('inventory_history')).toBe(before);
    const zh = await s.call({ method: 'PUT', url: '/api/v2/inventory/release', token: admin, headers: { 'accept-language': 'zh-CN' }, payload: { items: [{ bag_id: g.bags[0].id, qty: '81' }] } });
    expect(zh.body.message).toBe(`包 ${g.bags[0].bag_no} 只有 80，不能取出 81`);
  });

  it("limits my SLOCs and my part list to the manufacturers of the caller's data scope", async () => {
    const all = (await s.call({ method: 'GET', url: '/api/v2/inventory/part-list?size=500', token: admin })).body.data as { total: number };
    const mfr = (await sql<{ id: number; n: number }>`select m.manufacturer_id as id, count(distinct m.id)::int as n from inventory i join material m on m.id = i.material_id group by 1 order by 2 desc limit 1`.execute(s.database.db)).rows[0];
    const user = (await sql<{ id: number }>`select id from users where name = 'op'`.execute(s.database.db)).rows[0];
    await sql`insert into user_data_scope (user_id, scope, ref_id) values (${user.id}, 'manufacturer', ${mfr.id})`.execute(s.database.db);
    const op = await s.login('op');
    const mine = (await s.call({ method: 'GET', url: '/api/v2/inventory/part-list?size=500', token: op })).body.data as { total: number };
    expect(mine.total).toBe(Number(mfr.n));
    expect(all.total).toBeGreaterThan(mine.total);
    await sql`delete from user_data_scope where user_id = ${user.id}`.execute(s.database.db);
  });

  it('sets a drifted balance right from the bags on sync', async () => {
    const g = await receive('40', '10');
    await sql`update inventory set on_hand_qty = 41 where id = ${g.id}`.execute(s.database.db);
    const res = await s.call({ method: 'POST', url: '/api/v2/inventory/sync', token: admin });
    expect((res.body.data as { changed: number }).changed).toBeGreaterThanOrEqual(1);
    expect(await group(g.id)).toMatchObject({ on_hand_qty: 40 });
  });

  it('refuses an adjustment taking stock below zero (409) and a bad quantity (400 naming it)', async () => {
    const g = await receive('10', '10');
    const neg = await s.call({ method: 'POST', url: '/api/v2/inventory/add', token: admin, payload: { inventory_id: g.id, qty: '-11' } });
    expect(neg.status).toBe(409);
    expect(neg.body.message).toMatch(/Not enough stock/);
    const bad = await s.call({ method: 'POST', url: '/api/v2/inventory/receiving', token: admin, payload: { material_id: material, sloc_id: sloc, qty: 'ten' } });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[])[0].field).toBe('qty');
    expect(await group(g.id)).toMatchObject({ on_hand_qty: 10 });
  });

  it('repacks: a split and a merge keep the quantity exactly; a pack over its package or a changed total is refused', async () => {
    const g = await receive('300', '100');
    const whole = g.bags[0]; // 3 copies of 100
    const split = await s.call({ method: 'POST', url: '/api/v2/inventory/mpq/group', token: admin, payload: { inventory_id: g.id, items: [{ bag_id: whole.id, copies: 1 }], packs: [{ mpq: '100', qty: '60' }, { mpq: '100', qty: '40' }] } });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    let after = await group(g.id);
    expect(after).toMatchObject({ on_hand_qty: 300, bag_count: 4 });
    expect(total(after)).toBe(300);
    const parts = after.bags.filter((b) => b.qty < 100);
    expect(parts.map((b) => [b.qty, b.is_split])).toEqual([[60, true], [40, true]]);
    const merge = await s.call({ method: 'POST', url: '/api/v2/inventory/mpq/group', token: admin, payload: { inventory_id: g.id, items: parts.map((b) => ({ bag_id: b.id })), packs: [{ mpq: '100', qty: '100' }] } });
    expect(merge.status).toBe(200);
    after = await group(g.id);
    expect(after).toMatchObject({ on_hand_qty: 300, bag_count: 3 });
    const over = await s.call({ method: 'POST', url: '/api/v2/inventory/mpq/group', token: admin, payload: { inventory_id: g.id, items: [{ bag_id: after.bags[0].id }], packs: [{ mpq: '100', qty: '200' }] } });
    expect(over.status).toBe(400);
    expect((over.body.errors as { field: string }[])[0].field).toBe('packs.0.qty');
    const lost = await s.call({ method: 'POST', url: '/api/v2/inventory/mpq/group', token: admin, payload: { inventory_id: g.id, items: [{ bag_id: after.bags[0].id, copies: 1 }], packs: [{ mpq: '100', qty: '90' }] } });
    expect(lost.status).toBe(400);
    expect(lost.body.message).toMatch(/keep the quantity: 100 taken, 90 packed/);
    expect(total(await group(g.id))).toBe(300);
  });

  it('swaps bags to another cargo status and lets goods on the way arrive', async () => {
    const g = await receive('20', '10', { on_way: true });
    expect(g).toMatchObject({ on_hand_qty: 0, on_way_qty: 20 });
    expect((await s.call({ method: 'PUT', url: '/api/v2/inventory/arrival', token: admin, payload: { bag_ids: [g.bags[0].id] } })).status).toBe(200);
    expect(await group(g.id)).toMatchObject({ on_hand_qty: 20, on_way_qty: 0 });
    const res = await s.call({ method: 'PUT', url: '/api/v2/inventory/status', token: admin, payload: { bag_ids: [g.bags[0].id], status_cargo: 'hold' } });
    expect(res.status).toBe(200);
    expect(await group(g.id)).toMatchObject({ on_hand_qty: 0, bag_count: 0 });
  });

  it('assigns a bag to an order once and lists it in the assign records', async () => {
    const g = await receive('5', '5');
    const assign = (token = admin) => s.call({ method: 'POST', url: '/api/v2/inventory/assign', token, payload: { bag_id: g.bags[0].id, ref_type: 'SO', ref_no: 'SO-77' } });
    expect((await assign()).status).toBe(200);
    expect((await assign()).status).toBe(409);
    const list = await s.call({ method: 'GET', url: '/api/v1/inventory/assign-record?ref_no=SO-77', token: admin });
    expect((list.body.data as { list: { bag_no: string; action: string }[] }).list).toEqual([expect.objectContaining({ bag_no: g.bags[0].bag_no, action: 'assign' })]);
  });

  it('keeps the stock rules behind each screen: readers read, only manage-stock moves, generic writes are closed', async () => {
    const viewer = await s.login('viewer'); // view-only permissions: view-stock among them
    const manager = await s.login('manager'); // no stock permission
    expect((await s.call({ method: 'GET', url: '/api/v2/inventory?size=1', token: viewer })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: '/api/v2/inventory?size=1', token: manager })).status).toBe(403);
    const write = await s.call({ method: 'PUT', url: '/api/v2/inventory/release', token: viewer, payload: { items: [{ bag_id: 1 }] } });
    expect(write.status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v1/inventory/assign-record', token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v2/inventory/my-sloc', token: manager })).status).toBe(403);
    // The generic create is closed even to the administrator: stock changes only by moves.
    const create = await s.call({ method: 'POST', url: '/api/v2/inventory', token: admin, payload: { material_id: material, sloc_id: sloc, status_cargo: 'normal' } });
    expect(create.status).toBe(403);
  });
});
