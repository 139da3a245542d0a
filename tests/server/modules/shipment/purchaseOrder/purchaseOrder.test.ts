// POs and pre-POs: amounts computed by the database; price change recorded old -> new; disable over
// a selection all or nothing; quantity never below what is bound; binding and shifting never create
// or lose quantity; bulk delete all or nothing; "my POs" scoped to the buyer.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';

type Row = Record<string, unknown> & { id: number; version: number };

describe('purchase orders and pre-POs (PGlite)', () => {
  let s: TestServer;
  let op: string;
  let vendor: number;
  let material: number;
  let other: number;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
    const ids = (await sql<{ v: number; m: number; o: number }>`select (select min(id) from vendor)::int as v, (select min(id) from material)::int as m,
      (select max(id) from material)::int as o`.execute(s.database.db)).rows[0];
    ({ v: vendor, m: material, o: other } = ids);
  });
  afterAll(() => s.close());

  let seq = 0;
  const po = async (qty: number, price = '1.23456', extra: Record<string, unknown> = {}) => {
    seq++;
    const res = await s.call({ method: 'POST', url: '/api/v2/po', token: op, payload: { po_no: `TPO${seq}`, po_line: 10, vendor_id: vendor, material_id: material, qty, unit_price: price, currency: 'USD', po_date: '2026-11-01', ...extra } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Row;
  };
  const pre = async (qty: number, extra: Record<string, unknown> = {}) => {
    seq++;
    const res = await s.call({ method: 'POST', url: '/api/v2/pre-po', token: op, payload: { pre_po_no: `TPRE${seq}`, vendor_id: vendor, material_id: material, qty, ...extra } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Row;
  };
  const get = async (base: string, id: number) => (await s.call({ method: 'GET', url: `${base}/${id}`, token: op })).body.data as Row;
  const qtyOf = async (table: string, id: number) => String((await sql<{ q: string }>`select qty::text as q from ${sql.table(table)} where id = ${id}`.execute(s.database.db)).rows[0].q);

  it('computes the amount exactly and records a price change as old -> new', async () => {
    const p = await po(3, '0.10001');
    expect(p.amount).toBe(0.30003);
    const res = await s.call({ method: 'POST', url: '/api/v2/po/price-change', token: op, payload: { id: p.id, version: p.version, unit_price: '0.20002', reason: 'vendor quote' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as Row).amount).toBe(0.60006);
    const ev = (await sql<{ before: { unit_price: string }; after: { unit_price: string }; reason: string }>`select before, after, reason from events
      where resource = 'purchase_order' and record_id = ${p.id} order by id desc limit 1`.execute(s.database.db)).rows[0];
    expect([String(ev.before.unit_price), String(ev.after.unit_price), ev.reason]).toEqual(['0.10001', '0.20002', 'vendor quote']);
    const stale = await s.call({ method: 'POST', url: '/api/v2/po/price-change', token: op, payload: { id: p.id, version: p.version, unit_price: '9' } });
    expect(stale.status).toBe(409);
    const bad = await s.call({ method: 'POST', url: '/api/v2/po/price-change', token: op, payload: { id: 'x', unit_price: '9' } });
    expect(bad.status).toBe(400);
  });

  it('disables a selection all or nothing, then refuses edits of a disabled PO', async () => {
    const a = await po(5);
    const b = await po(5);
    const first = await s.call({ method: 'PUT', url: '/api/v2/po/disable', token: op, payload: { items: [{ id: a.id }] } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const both = await s.call({ method: 'PUT', url: '/api/v2/po/disable', token: op, payload: { items: [{ id: a.id }, { id: b.id }] } });
    expect(both.status).toBe(409);
    expect((await get('/api/v2/po', b.id)).status).toBe('open');
    const qty = await s.call({ method: 'PUT', url: `/api/v2/po/qty/${a.id}`, token: op, payload: { qty: 9 } });
    expect(qty.status).toBe(409);
  });

  it('binds a pre-PO into the PO bound quantity and keeps quantity whole; never below bound', async () => {
    const p = await po(100);
    const r = await pre(60);
    const bind = await s.call({ method: 'PUT', url: `/api/v2/pre-po/binding/${r.id}`, token: op, payload: { po_id: p.id } });
    expect(bind.status, JSON.stringify(bind.body)).toBe(200);
    expect(bind.body.data).toMatchObject({ status: 'bound', po_id: p.id, qty: 60 });
    expect((await get('/api/v2/po', p.id)).bound_qty).toBe(60);
    const view = await s.call({ method: 'GET', url: `/api/v2/po/binding/${p.id}`, token: op });
    expect((view.body.data as { list: Row[] }).list.map((x) => x.id)).toEqual([r.id]);
    // Another 60 does not fit in what is left (40); a different part never binds.
    expect((await s.call({ method: 'PUT', url: `/api/v2/pre-po/binding/${(await pre(60)).id}`, token: op, payload: { po_id: p.id } })).status).toBe(409);
    const elsewhere = await s.call({ method: 'PUT', url: `/api/v2/pre-po/binding/${(await pre(1, { material_id: other })).id}`, token: op, payload: { po_id: p.id } });
    expect(elsewhere.status).toBe(400);
    // The quantity call and the generic edit both refuse going below the bound 60.
    const low = await s.call({ method: 'PUT', url: `/api/v2/po/qty/${p.id}`, token: op, payload: { qty: 59 } });
    expect([low.status, (low.body.errors as { field: string }[])[0].field]).toEqual([400, 'qty']);
    const fresh = await get('/api/v2/po', p.id);
    expect((await s.call({ method: 'PUT', url: `/api/v2/po/${p.id}`, token: op, payload: { version: fresh.version, qty: 10 } })).status).toBe(409);
    const okQty = await s.call({ method: 'PUT', url: `/api/v2/po/qty/${p.id}`, token: op, payload: { qty: 60, version: fresh.version } });
    expect([okQty.status, (okQty.body.data as Row).qty]).toEqual([200, 60]);
    // A bound pre-PO is final: no edit, no delete; the non-binding list leaves it out.
    expect((await s.call({ method: 'DELETE', url: `/api/v2/pre-po/${r.id}`, token: op })).status).toBe(409);
    const open = await s.call({ method: 'GET', url: `/api/v2/pre-po/non-binding?pre_po_no=${String(r.pre_po_no)}`, token: op });
    expect((open.body.data as { total: number }).total).toBe(0);
  });

  it('shifts quantity between pre-POs and POs: the sum stays, the journal records it, an over-shift changes nothing', async () => {
    const p = await po(50);
    const r = await pre(30);
    const sum = async () => BigInt(await qtyOf('purchase_order', p.id)) + BigInt(await qtyOf('pre_po', r.id));
    const before = await sum();
    const res = await s.call({ method: 'POST', url: '/api/v2/pre-po/shift', token: op, payload: { from_type: 'pre_po', from_id: r.id, to_type: 'po', to_id: p.id, qty: 12 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect([await qtyOf('purchase_order', p.id), await qtyOf('pre_po', r.id)]).toEqual(['62', '18']);
    expect(await sum()).toBe(before);
    const over = await s.call({ method: 'POST', url: '/api/v2/pre-po/shift', token: op, payload: { from_type: 'pre_po', from_id: r.id, to_type: 'po', to_id: p.id, qty: 19 } });
    expect([over.status, (over.body.errors as { field: string }[])[0].field]).toEqual([400, 'qty']);
    const frac = await s.call({ method: 'POST', url: '/api/v2/pre-po/shift', token: op, payload: { from_type: 'pre_po', from_id: r.id, to_type: 'po', to_id: p.id, qty: 1.5 } });
    expect(frac.status).toBe(400);
    expect(await sum()).toBe(before);
    const journal = await s.call({ method: 'GET', url: `/api/v2/po/shift?po_id=${p.id}`, token: op });
    expect((journal.body.data as { list: Row[] }).list).toMatchObject([{ from_type: 'pre_po', from_id: r.id, to_type: 'po', to_id: p.id, qty: '12' }]);
  });

  it('deletes a selection all or nothing and downloads a PO with its exact total', async () => {
    const a = await po(2, '1.5', { po_no: 'TDEL1' });
    const b = await po(4, '0.25', { po_no: 'TDEL1', po_line: 20 });
    const bound = await po(10);
    const r = await pre(1);
    await s.call({ method: 'PUT', url: `/api/v2/pre-po/binding/${r.id}`, token: op, payload: { po_id: bound.id } });
    const file = await s.app.inject({ method: 'GET', url: '/api/v2/po/file/download?po_no=TDEL1&format=csv', headers: { authorization: `Bearer ${op}` } });
    expect(file.headers['content-disposition']).toBe(`attachment; filename="TDEL1.csv"; filename*=UTF-8''TDEL1.csv`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('4.00000');
    const refused = await s.call({ method: 'DELETE', url: '/api/v2/po', token: op, payload: { ids: [a.id, bound.id] } });
    expect(refused.status).toBe(409);
    expect(await s.count('purchase_order')).toBeGreaterThan(0);
    expect((await s.call({ method: 'GET', url: `/api/v2/po/${a.id}`, token: op })).status).toBe(200);
    const done = await s.call({ method: 'DELETE', url: '/api/v2/po', token: op, payload: { ids: [a.id, b.id] } });
    expect(done.status).toBe(200);
    expect((await s.call({ method: 'GET', url: `/api/v2/po/${b.id}`, token: op })).status).toBe(404);
  });

  it('shows "my POs" only to their buyer and keeps the manager screen to manage-po-manager', async () => {
    const manager = await s.login('manager');
    expect((await s.call({ method: 'GET', url: '/api/v2/po', token: manager })).status).toBe(403);
    await sql`insert into user_permissions (user_id, permission_id) select u.id, p.id from users u, permissions p where u.name = 'manager' and p.name = 'manage-my-po'`.execute(s.database.db);
    const mine = await s.call({ method: 'GET', url: '/api/v2/po/my?size=500', token: manager });
    const list = (mine.body.data as { list: Row[]; total: number }).list;
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((x) => x.created_by))).toEqual(new Set(['manager']));
    const theirs = (await sql<{ id: number }>`select id::int as id from purchase_order where created_by = 'op' limit 1`.execute(s.database.db)).rows[0].id;
    expect((await s.call({ method: 'GET', url: `/api/v2/po/my/${theirs}`, token: manager })).status).toBe(404);
    expect((await s.call({ method: 'PUT', url: `/api/v2/po/qty/${theirs}`, token: manager, payload: { qty: 5 } })).status).toBe(403);
  });
});
