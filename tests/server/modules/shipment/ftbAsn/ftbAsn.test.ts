// FTB ASNs: each of the five permissions grants its own action only; item changes and prices below the
// maxout price wait in their review queues and change the FTB ASN only when agreed (exact sums, one
// winner when two editors race, a refusal needs a memo); invoice numbers all or none with the row
// named; the throw makes the supplier's ASN draft only when nothing waits; the reports and history.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { userWith } from '../stageUsers';

const BASE = '/api/v2/ftb_asn';
const STATUS = '/api/v2/audit-item/audit_status';

type Row = Record<string, unknown>;

describe.each(BACKENDS)('FTB ASN on %s', (backend) => {
  let s: TestServer;
  const t: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const data = (r: { body: Row }) => r.body.data as Row;
  const ftb = async (id: number) => data(await s.call({ method: 'GET', url: `${BASE}/${id}/lines`, token: t.view })) as Row & { items: Row[] };
  const auditOf = async (queue: string, like: string) =>
    (await sql<{ id: number }>`select id::int as id from audit_item where queue = ${queue} and reason like ${`%${like}%`} and audit_status = 1 order by id desc`.execute(s.database.db)).rows[0]?.id;

  beforeAll(async () => {
    s = await startTestServer(backend);
    t.view = await userWith(s, 'ftb-view', ['manage-ftb-view']);
    t.edit = await userWith(s, 'ftb-edit', ['manage-ftb-edit']);
    t.review = await userWith(s, 'ftb-review', ['manage-ftb-review']);
    t.bill = await userWith(s, 'ftb-bill', ['manage-ftb-bill-date']);
    t.maxout = await userWith(s, 'ftb-maxout', ['view-ftb-maxout']);
    t.none = await userWith(s, 'ftb-none', ['view-asn']);
    for (const r of (await sql<{ id: number; ftb_no: string }>`select id::int as id, ftb_no from ftb_asn`.execute(s.database.db)).rows) ids[r.ftb_no] = r.id;
  }, 180_000);
  afterAll(() => s?.close());

  it('lists the demo FTB ASNs page by page to each of the five permissions, and to no one else', async () => {
    for (const who of ['view', 'edit', 'review', 'bill', 'maxout']) {
      const page = await s.call({ method: 'GET', url: `${BASE}?page=2&size=3&sort=ftb_no&order=asc`, token: t[who] });
      expect(page.status, who).toBe(200);
      expect(data(page)).toMatchObject({ total: 7 });
      expect((data(page).list as Row[]).map((r) => r.ftb_no)).toEqual(['FTB2611-0004', 'FTB2611-0005', 'FTB2611-0006']);
    }
    expect((await s.call({ method: 'GET', url: BASE, token: t.none })).status).toBe(403);
    const thrown = await ftb(ids['FTB2611-0005']);
    expect(thrown).toMatchObject({ status: '2', asn_id: expect.any(Number) });
    // The maxout view is view-ftb-maxout's alone; its figures are exact.
    expect((await s.call({ method: 'GET', url: `${BASE}/maxout`, token: t.view })).status).toBe(403);
    const maxout = await s.call({ method: 'GET', url: `${BASE}/maxout?maxout_status=pending`, token: t.maxout });
    expect(maxout.status).toBe(200);
    const row = (data(maxout).list as Row[])[0];
    expect(row).toMatchObject({ ftb_no: 'FTB2611-0002', maxout_status: 'pending' });
    const gap = Number(row.maxout_price) - Number(row.price);
    expect(Number(row.gap)).toBeCloseTo(gap, 6);
    const file = await s.app.inject({ method: 'GET', url: `${BASE}/maxout/report?format=csv`, headers: { authorization: `Bearer ${t.maxout}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="ftb_maxout_\d{4}_\d{2}_\d{2}\.csv"; filename\*=UTF-8''ftb_maxout_\d{4}_\d{2}_\d{2}\.csv$/);
    expect(file.body).toContain('FTB2611-0002');
    expect(String((await s.call({ method: 'POST', url: `${BASE}/report`, token: t.view, payload: { format: 'csv', status: '9' } })).body.raw)).toContain('FTB2611-0006');
    expect((await s.call({ method: 'POST', url: `${BASE}/report`, token: t.view, payload: { status: 'x' } })).body).toMatchObject({ errors: [{ field: 'status' }] });
  });

  it('grants each permission its own action only, and closes the generic line save and delete', async () => {
    const id = ids['FTB2611-0004'];
    const before = await ftb(id);
    const item = before.items[0];
    for (const who of ['view', 'review', 'bill', 'maxout']) {
      expect((await s.call({ method: 'PUT', url: `${BASE}/item/${item.id}`, token: t[who], payload: { qty: 1 } })).status, who).toBe(403);
      expect((await s.call({ method: 'POST', url: `${BASE}/invoice_no`, token: t[who], payload: { items: [{ id, invoice_no: 'X1' }] } })).status, who).toBe(403);
      expect((await s.call({ method: 'POST', url: `${BASE}/throw-asn`, token: t[who], payload: { items: [{ id }] } })).status, who).toBe(403);
    }
    for (const who of ['view', 'edit', 'review', 'maxout']) {
      expect((await s.call({ method: 'PUT', url: `${BASE}/${id}`, token: t[who], payload: { version: before.version, bill_date: '2026-11-25' } })).status, who).toBe(403);
    }
    const early = await s.call({ method: 'PUT', url: `${BASE}/${id}`, token: t.bill, headers: { 'accept-language': 'zh-CN' }, payload: { version: before.version, bill_date: '2026-11-01' } });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual([{ field: 'bill_date', message: expect.stringContaining('开票日期') }]);
    const billed = await s.call({ method: 'PUT', url: `${BASE}/${id}`, token: t.bill, payload: { version: before.version, bill_date: '2026-11-25', remark: 'not mine to change' } });
    expect(billed.status, JSON.stringify(billed.body)).toBe(200);
    expect(data(billed)).toMatchObject({ bill_date: '2026-11-25', remark: null });
    expect((await s.call({ method: 'PUT', url: `${BASE}/${id}`, token: t.bill, payload: { version: before.version, bill_date: '2026-11-26' } })).status).toBe(409);
    expect((await s.call({ method: 'PUT', url: `${BASE}/${id}/lines`, token: t.bill, payload: { version: Number(before.version) + 1, items: [] } })).status).toBe(405);
    expect((await s.call({ method: 'DELETE', url: `${BASE}/${id}`, token: t.bill, payload: {} })).status).toBe(405);
    expect((await ftb(id)).items).toHaveLength(before.items.length);
  });

  it('holds an item change for review: two editors race, one wins; a refusal needs a memo; agreeing applies it with exact sums', async () => {
    const id = ids['FTB2611-0004'];
    const before = await ftb(id);
    const [a, b] = before.items;
    const bad = await s.call({ method: 'PUT', url: `${BASE}/item/${a.id}`, token: t.edit, payload: { price: '1.23456' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'price' })]);
    expect((await s.call({ method: 'PUT', url: `${BASE}/item/${a.id}`, token: t.edit, payload: { qty: a.qty } })).status).toBe(400);
    const raced = await Promise.all([1, 2].map((n) => s.call({ method: 'PUT', url: `${BASE}/item/${a.id}`, token: t.edit, payload: { qty: 3000 + n, price: '0.3333' } })));
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = data(raced.find((r) => r.status === 200)!) as { after: { qty: number } };
    const other = await s.call({ method: 'PUT', url: `${BASE}/item/${b.id}`, token: t.edit, payload: { remark: 'Reel count per manifest' } });
    expect(other.status).toBe(200);
    const waiting = await ftb(id);
    expect(waiting).toMatchObject({ pending_changes: 2, total_qty: before.total_qty, total_amount: before.total_amount });
    expect(waiting.items[0]).toMatchObject({ qty: a.qty, price: a.price, change_pending: true });

    const change = await auditOf('ftb_item_modify', `${before.ftb_no}: Line 1`);
    const remark = await auditOf('ftb_item_modify', `${before.ftb_no}: Line 2`);
    // The editor reads the queue, but only the reviewer decides.
    expect((await s.call({ method: 'GET', url: '/api/v2/audit-item?queue=ftb_item_modify', token: t.edit })).status).toBe(200);
    expect((await s.call({ method: 'PUT', url: STATUS, token: t.edit, payload: { data: [{ audit_item_id: change, audit_status: 2 }] } })).status).toBe(403);
    const noMemo = await s.call({ method: 'PUT', url: STATUS, token: t.review, payload: { data: [{ audit_item_id: change, audit_status: 2 }, { audit_item_id: remark, audit_status: 3 }] } });
    expect(noMemo.status).toBe(400);
    expect(noMemo.body.message).toContain(String(before.ftb_no));
    expect((await ftb(id)).pending_changes).toBe(2);

    const done = await s.call({ method: 'PUT', url: STATUS, token: t.review, payload: { data: [{ audit_item_id: change, audit_status: 2 }, { audit_item_id: remark, audit_status: 3, audit_memo: 'Remark not needed' }] } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const after = await ftb(id);
    expect(after.items[0]).toMatchObject({ qty: won.after.qty, price: 0.3333, change_pending: false });
    expect(after.items[1]).toMatchObject({ remark: b.remark ?? null, change_pending: false });
    const cents = after.items.reduce((sum, i) => sum + Math.round(Number(i.qty) * Number(i.price) * 10000), 0);
    expect(after).toMatchObject({ pending_changes: 0, total_qty: after.items.reduce((n, i) => n + Number(i.qty), 0), total_amount: Math.round(cents / 100) / 100 });
    expect(after.version).toBeGreaterThan(Number(waiting.version));
    const history = data(await s.call({ method: 'GET', url: `${BASE}/history/${id}`, token: t.maxout })) as { changes: Row[]; events: Row[] };
    expect(history.changes.slice(0, 2).map((c) => c.status).sort()).toEqual([2, 3]);
    expect(history.changes.find((c) => c.status === 3)).toMatchObject({ audit_memo: 'Remark not needed' });
    expect(history.events.map((e) => e.reason)).toContain('item change agreed');
  });

  it('gives invoice numbers all or none, then throws to an ASN draft only once nothing waits', async () => {
    const id = ids['FTB2611-0004'];
    const cur = await ftb(id);
    const dup = await s.call({ method: 'POST', url: `${BASE}/invoice_no`, token: t.edit, payload: { items: [{ id, invoice_no: 'FTB-T-1' }, { id: ids['FTB2611-0003'], invoice_no: 'ftb-t-1' }] } });
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual([expect.objectContaining({ field: 'invoice_no', row: 2 })]);
    const taken = await s.call({ method: 'POST', url: `${BASE}/invoice_no`, token: t.edit, payload: { items: [{ id, invoice_no: 'FTB-T-1' }, { id: ids['FTB2611-0003'], invoice_no: 'FTB26110001' }] } });
    expect(taken.body.errors).toEqual([expect.objectContaining({ field: 'invoice_no', row: 2 })]);
    expect((await ftb(id)).invoice_no).toBeNull();
    expect((await s.call({ method: 'POST', url: `${BASE}/invoice_no`, token: t.edit, payload: { items: [{ id, invoice_no: 'FTB-T-1', version: 1 }] } })).status).toBe(409);
    const given = await s.call({ method: 'POST', url: `${BASE}/invoice_no`, token: t.edit, payload: { items: [{ id, invoice_no: 'ftb-t-1', version: cur.version }] } });
    expect(given.status).toBe(200);
    const exist = data(await s.call({ method: 'POST', url: `${BASE}/exist`, token: t.view, payload: { invoice_no: ['FTB-T-1', 'FTB26110005', 'NONE-1'] } }));
    expect(exist).toMatchObject({ exist: ['FTB-T-1', 'FTB26110005'], asn: [{ invoice_no: 'FTB26110005' }] });

    // A new item priced far below its maxout price: added once agreed, then it waits in the maxout queue.
    const cheap = (await sql<{ material_id: number; dbp: string }>`select material_id::int as material_id, min(dbp)::text as dbp from price_ti where fb = false and dbp > 1
      and valid_from <= '2026-11-18' and (valid_to is null or valid_to >= '2026-11-18') group by material_id order by material_id limit 1`.execute(s.database.db)).rows[0];
    const added = await s.call({ method: 'POST', url: `${BASE}/item`, token: t.edit, payload: { ftb_asn_id: id, material_id: cheap.material_id, qty: 100, price: '0.5000' } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const addAudit = await auditOf('ftb_item_modify', 'New item');
    expect((await s.call({ method: 'PUT', url: STATUS, token: t.review, payload: { data: [{ audit_item_id: addAudit, audit_status: 2 }] } })).status).toBe(200);
    const withNew = await ftb(id);
    expect(withNew).toMatchObject({ maxout_status: 'pending', item_count: cur.items.length + 1 });
    expect(withNew.items.at(-1)).toMatchObject({ material_id: cheap.material_id, price: 0.5, maxout_price: Number(cheap.dbp), maxout_status: 'pending' });

    const blocked = await s.call({ method: 'POST', url: `${BASE}/throw-asn`, token: t.edit, payload: { items: [{ id }] } });
    expect(blocked.status).toBe(409);
    const asns = await s.count('asn_order');
    // Its maxout review (and any other item's of this FTB ASN, e.g. the price agreed above): the reader may not decide it.
    const maxoutAudits = (await sql<{ id: number }>`select id::int as id from audit_item where queue = 'ftb_maxout_price' and audit_status = 1 and reason like ${`${cur.ftb_no} #%`}`.execute(s.database.db)).rows;
    expect(maxoutAudits.length).toBeGreaterThanOrEqual(1);
    const decisions = maxoutAudits.map((a) => ({ audit_item_id: a.id, audit_status: 2, audit_memo: 'Clearance' }));
    expect((await s.call({ method: 'PUT', url: STATUS, token: t.maxout, payload: { data: decisions } })).status).toBe(403);
    expect((await s.call({ method: 'PUT', url: STATUS, token: t.review, payload: { data: decisions } })).status).toBe(200);

    const thrown = await s.call({ method: 'POST', url: `${BASE}/throw-asn`, token: t.edit, payload: { items: [{ id }] } });
    expect(thrown.status, JSON.stringify(thrown.body)).toBe(200);
    expect(await s.count('asn_order')).toBe(asns + 1);
    const done = await ftb(id);
    expect(done).toMatchObject({ status: '2', maxout_status: 'agreed' });
    const asn = (await sql<Row>`select invoice_no, created_by, status, item_count, total_qty, total_amount::text as total_amount from asn_order where id = ${done.asn_id}`.execute(s.database.db)).rows[0];
    expect(asn).toMatchObject({ invoice_no: 'FTB-T-1', created_by: 'supplier', status: '0', total_amount: Number(done.total_amount).toFixed(2) });
    expect(Number(asn.total_qty)).toBe(done.total_qty);
    // Thrown: final. No more changes, no second throw.
    expect((await s.call({ method: 'PUT', url: `${BASE}/item/${done.items[0].id}`, token: t.edit, payload: { qty: 7 } })).status).toBe(409);
    expect((await s.call({ method: 'POST', url: `${BASE}/throw-asn`, token: t.edit, payload: { items: [{ id }] } })).status).toBe(409);
  });
});
