// Lines (src/schema/lines.ts, server/records/lines.ts): a record and its lines saved together, in one
// transaction, every line checked with the line's rules and named by its row (rule R22).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_BACKEND, startTestServer, type TestServer } from '../harness';
import { linesOrder } from './linesOrder';

type Item = { id: number; line_no: number; mpn: string; qty: number; price: string | null; bill_to: string | null };
type Order = { id: number; version: number; code: string; bill_to: string | null; items: Item[] };
type Problem = { field: string; row?: number; message: string };

const BASE = '/api/v1/test/linesOrder';

describe.each(EVERY_BACKEND)('lines saved with their record on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend, {}, [linesOrder]);
    op = await s.login('op');
  }, 180_000); // migrates and seeds afresh: slow on a busy machine
  afterAll(() => s.close());

  const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) => s.call({ method: 'POST', url: `${BASE}/lines`, token: op, payload, headers });
  const update = (id: number, payload: Record<string, unknown>) => s.call({ method: 'PUT', url: `${BASE}/${id}/lines`, token: op, payload });
  const counts = async () => ({ orders: await s.count('test_lines_order'), items: await s.count('test_lines_order_item'), events: await s.count('events') });

  it('creates a record with its lines in one event, numbering the rows and copying the bill-to', async () => {
    const res = await create({ code: 'SO-1', bill_to: 'ACME', items: [{ mpn: 'LM317', qty: 10, price: '0.25' }, { mpn: 'NE555', qty: 5 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = res.body.data as Order;
    expect(order).toMatchObject({ code: 'SO-1', version: 1 });
    expect(order.items.map((i) => [i.line_no, i.mpn, Number(i.qty), i.bill_to])).toEqual([
      [1, 'LM317', 10, 'ACME'],
      [2, 'NE555', 5, 'ACME'],
    ]);
    const read = await s.call({ method: 'GET', url: `${BASE}/${order.id}/lines`, token: op });
    expect((read.body.data as Order).items.map((i) => i.mpn)).toEqual(['LM317', 'NE555']);
    const events = await sql<{ action: string; after: { items: Item[] } }>`select action, after from events where resource = 'test_lines_order' and record_id = ${order.id}`.execute(s.database.db);
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0].action).toBe('create');
    expect(events.rows[0].after.items.map((i) => i.mpn)).toEqual(['LM317', 'NE555']);
  });

  it('writes nothing when the third line is bad, and names its row and field (R22)', async () => {
    const before = await counts();
    const res = await create({ code: 'SO-2', items: [{ mpn: 'A1', qty: 1 }, { mpn: 'A2', qty: 2 }, { mpn: 'A3', qty: 0 }] });
    expect(res.status).toBe(400);
    const errors = res.body.errors as Problem[];
    expect(errors).toEqual([{ field: 'items.2.qty', row: 3, message: 'Row 3 A3: Quantity must be at least 1' }]);
    expect(res.body.message).toBe('Row 3 A3: Quantity must be at least 1');
    expect(await counts()).toEqual(before);
  });

  it('words the row in Chinese and lists every bad row, not only the first', async () => {
    const res = await create({ code: 'SO-3', items: [{ mpn: 'B1', qty: 'x' }, { mpn: 'B2', qty: 1 }, { qty: 1 }] }, { 'accept-language': 'zh-CN' });
    expect(res.status).toBe(400);
    const errors = res.body.errors as Problem[];
    expect(errors.map((e) => [e.field, e.row])).toEqual([
      ['items.0.qty', 1],
      ['items.2.mpn', 3],
    ]);
    expect(errors[0].message).toBe('第 1 行 B1：数量必须是数字');
    expect(errors[1].message).toBe('第 3 行：料号为必填项');
  });

  it('refuses a duplicate on the row that repeats it', async () => {
    const res = await create({ code: 'SO-4', items: [{ mpn: 'C1', qty: 1 }, { mpn: 'C1', qty: 2 }] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'items.1.mpn', row: 2, message: 'Row 2 C1: MPN is already on another row' }]);
  });

  it('refuses more lines than the declared maximum, which depends on the bill-to (R16)', async () => {
    const before = await counts();
    const five = [1, 2, 3, 4, 5].map((n) => ({ mpn: `D${n}`, qty: n }));
    const many = await create({ code: 'SO-5', items: five });
    expect(many.status).toBe(400);
    expect(many.body.errors).toEqual([{ field: 'items', message: 'An order may have at most 4 items' }]);
    const vmi = await create({ code: 'SO-6', bill_to: 'VMI hub Suzhou', items: five.slice(0, 3) });
    expect(vmi.status).toBe(400);
    expect(vmi.body.message).toBe('A VMI order may have at most 2 items');
    expect(await counts()).toEqual(before);
    expect((await create({ code: 'SO-7', bill_to: 'VMI hub Suzhou', items: five.slice(0, 2) })).status).toBe(200);
  });

  it('updates, inserts and deletes lines by id against the record version; a stale version is 409 and changes nothing', async () => {
    const created = (await create({ code: 'SO-8', items: [{ mpn: 'E1', qty: 1 }, { mpn: 'E2', qty: 2 }, { mpn: 'E3', qty: 3 }] })).body.data as Order;
    const [e1, , e3] = created.items;
    const res = await update(created.id, { version: created.version, bill_to: 'NEW', items: [{ id: e3.id, qty: 30 }, { mpn: 'E4', qty: 4 }, { id: e1.id, mpn: 'E1', qty: 1 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body.data as Order;
    expect(after.version).toBe(created.version + 1);
    expect(after.items.map((i) => [i.line_no, i.mpn, Number(i.qty), i.bill_to])).toEqual([
      [1, 'E3', 30, 'NEW'],
      [2, 'E4', 4, 'NEW'],
      [3, 'E1', 1, 'NEW'],
    ]);
    expect(after.items.find((i) => i.mpn === 'E3')!.id).toBe(e3.id);
    expect(await sql`select 1 from test_lines_order_item where mpn = 'E2'`.execute(s.database.db).then((r) => r.rows.length)).toBe(0);

    const before = await counts();
    const stale = await update(created.id, { version: created.version, items: [] });
    expect(stale.status).toBe(409);
    expect(await counts()).toEqual(before);
    const events = await sql<{ n: number }>`select count(*)::int as n from events where resource = 'test_lines_order' and record_id = ${created.id}`.execute(s.database.db);
    expect(Number(events.rows[0].n)).toBe(2);
  });

  it("rolls back a save whose third line names another record's line, and leaves a collection the body does not send alone", async () => {
    const a = (await create({ code: 'SO-9', items: [{ mpn: 'F1', qty: 1 }] })).body.data as Order;
    const b = (await create({ code: 'SO-10', items: [{ mpn: 'G1', qty: 1 }] })).body.data as Order;
    // Found only while writing, after rows 1 and 2 went in and the record's version moved: all rolled back.
    const before = await counts();
    const theft = await update(a.id, { version: a.version, items: [{ mpn: 'F2', qty: 1 }, { mpn: 'F3', qty: 1 }, { id: b.items[0].id, mpn: 'G1', qty: 9 }] });
    expect(theft.status).toBe(400);
    expect((theft.body.errors as Problem[])[0]).toMatchObject({ field: 'items.2.id', row: 3 });
    expect(await counts()).toEqual(before);
    expect((await s.call({ method: 'GET', url: `${BASE}/${a.id}/lines`, token: op })).body.data).toMatchObject({ version: a.version, items: [{ mpn: 'F1' }] });
    expect((await s.call({ method: 'GET', url: `${BASE}/${b.id}/lines`, token: op })).body.data).toMatchObject({ items: [{ mpn: 'G1', qty: 1 }] });
    const renamed = await update(a.id, { version: a.version, code: 'SO-9B' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ code: 'SO-9B', items: [{ mpn: 'F1' }] });
  });

  it('refuses a version-less update, a non-list of lines, and callers without the screen rule', async () => {
    const a = (await create({ code: 'SO-11', items: [] })).body.data as Order;
    expect((await update(a.id, { items: [] })).status).toBe(400);
    const notList = await update(a.id, { version: a.version, items: 'all of them' });
    expect(notList.status).toBe(400);
    expect((notList.body.errors as Problem[])[0].field).toBe('items');
    const viewer = await s.login('viewer');
    expect((await s.call({ method: 'PUT', url: `${BASE}/${a.id}/lines`, token: viewer, payload: { version: a.version, items: [] } })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: `${BASE}/${a.id}/lines` })).status).toBe(401);
    expect((await s.call({ method: 'GET', url: `${BASE}/999999/lines`, token: op })).status).toBe(404);
  });

  it('inserts rows setting different fields in the order sent, and stores a lone surrogate as U+FFFD like a bound parameter', async () => {
    const items = [{ mpn: 'J1', qty: 1, price: '0.5' }, { mpn: 'J2\ud800', qty: 2 }, { mpn: 'J3', qty: 3, price: '1.25' }];
    const res = await create({ code: 'SO-13', items });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = res.body.data as Order;
    expect(order.items.map((i) => [i.line_no, i.mpn, i.price === null ? null : Number(i.price)])).toEqual([
      [1, 'J1', 0.5],
      [2, 'J2\ufffd', null],
      [3, 'J3', 1.25],
    ]);
    expect(order.items.map((i) => i.id)).toEqual([...order.items.map((i) => i.id)].sort((a, b) => a - b));
  });

  it('deletes the lines with their record', async () => {
    const a = (await create({ code: 'SO-12', items: [{ mpn: 'H1', qty: 1 }] })).body.data as Order;
    expect((await s.call({ method: 'DELETE', url: `${BASE}/${a.id}`, token: op })).status).toBe(200);
    expect((await sql`select 1 from test_lines_order_item where order_id = ${a.id}`.execute(s.database.db)).rows).toHaveLength(0);
  });

  it("saves a storage location's materials as its lines: the spec's assignment list reads the same rows", async () => {
    const sloc = (await sql<{ id: number; version: number; plant: string }>`select id, version, plant from sloc order by id desc limit 1`.execute(s.database.db)).rows[0];
    const materials = (await sql<{ id: number; mpn: string }>`select id, mpn from material order by id limit 2`.execute(s.database.db)).rows.map((m) => ({ id: Number(m.id), mpn: m.mpn }));
    const url = `/api/v1/sloc/${sloc.id}/lines`;
    const dup = await s.call({ method: 'PUT', url, token: op, payload: { version: sloc.version, inventories: [{ material_id: materials[0].id }, { material_id: materials[0].id }] } });
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual([{ field: 'inventories.1.material_id', row: 2, message: 'Row 2: Material is already on another row' }]);
    const res = await s.call({ method: 'PUT', url, token: op, payload: { version: sloc.version, inventories: materials.map((m) => ({ material_id: m.id })) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: Number(sloc.id), version: sloc.version + 1 });
    const lines = (res.body.data as { inventories: Record<string, unknown>[] }).inventories;
    expect(lines.map((l) => [Number(l.material_id), l.material_id__title, l.plant, l.is_default, l.created_by])).toEqual(materials.map((m) => [m.id, m.mpn, sloc.plant, false, 'op']));
    const assigned = (await s.call({ method: 'GET', url: `/api/v1/sloc/assigned?sloc_id=${sloc.id}`, token: op })).body.data as { total: number };
    expect(assigned.total).toBe(2);
    const gone = await s.call({ method: 'PUT', url, token: op, payload: { version: sloc.version + 1, inventories: [{ id: lines[0].id }, { id: lines[1].id }, { material_id: 999999 }] } });
    expect(gone.status).toBe(400);
    expect(gone.body.errors).toEqual([{ field: 'inventories.2.material_id', row: 3, message: 'Row 3: Material must be an existing record' }]);
    const manager = await s.login('manager');
    expect((await s.call({ method: 'PUT', url, token: manager, payload: { version: sloc.version + 1, inventories: [] } })).status).toBe(403);
  });
});
