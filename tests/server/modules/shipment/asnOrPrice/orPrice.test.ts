// The OR price check of ASN items: an item invoiced at another price than its OR line's is recorded
// with the difference (exact decimals), the report lists it, an ASN manager explains it in a remark
// (kept on a later check), a record whose item now matches is removed; readers cannot write.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

describe.each(BACKENDS)('ASN OR price check on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let asnId: number;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.login('admin');
    const db = s.database.db;
    // Materials no demo OR names, so the test's OR is the only one found.
    const [m1, m2] = (await sql<{ id: number }>`select id::int as id from material where id not in (select material_id from or_item) order by id limit 2`.execute(db)).rows.map((r) => r.id);
    const or = (await sql<{ id: number }>`insert into or_order (or_no, vendor_id, currency, or_date, status, created_by, updated_by)
      values ('T-OR-1', (select min(id) from vendor), 'USD', '2026-10-01', 'released', 'op', 'op') returning id::int as id`.execute(db)).rows[0].id;
    await sql`insert into or_item (or_id, line_no, material_id, qty, unit_price, created_by) values (${or}, 1, ${m1}, 3000, 0.20000, 'op'), (${or}, 2, ${m2}, 1000, 1.25000, 'op')`.execute(db);
    asnId = (await sql<{ id: number }>`insert into asn_order (invoice_no, ship_customer_id, currency, status, created_by, updated_by)
      values ('T-ORP-1', (select min(id) from ship_customer), 'USD', '1', 'supplier', 'supplier') returning id::int as id`.execute(db)).rows[0].id;
    await sql`insert into asn_item (asn_id, line_no, material_id, order_no, total_qty, price, created_by)
      values (${asnId}, 1, ${m1}, 'T-OR-1', 3000, 0.1800, 'supplier'), (${asnId}, 2, ${m2}, null, 1000, 1.2500, 'supplier')`.execute(db);
  });
  afterAll(() => s.close());

  const check = (token: string, q = `asn_id=${asnId}`) => s.call({ method: 'GET', url: `/api/v2/asn/check-or-price?${q}`, token });

  it('records the item invoiced below its OR price, lists it, keeps its remark on a later check, drops it once it matches', async () => {
    const res = await check(admin, 'invoice_no=t-orp-1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ abnormal: 1, list: [
      { line_no: 1, asn_price: '0.1800', or_no: 'T-OR-1', or_price: '0.20000', diff_pct: '-10.00', abnormal: true },
      { line_no: 2, asn_price: '1.2500', or_price: '1.25000', abnormal: false },
    ] });
    const list = await s.call({ method: 'GET', url: '/api/v1/asn/or-price?invoice_no=T-ORP-1', token: admin });
    const [record] = (list.body.data as { list: { id: number; version: number; or_no: string }[] }).list;
    expect(record).toMatchObject({ or_no: 'T-OR-1' });
    const remark = await s.call({ method: 'PUT', url: '/api/v2/asn/or-price-remark/change', token: admin, payload: { id: record.id, remark: 'Vendor price protection until December', version: record.version } });
    expect(remark.status, JSON.stringify(remark.body)).toBe(200);
    await check(admin);
    const again = await s.call({ method: 'GET', url: `/api/v1/asn/or-price/${record.id}`, token: admin });
    expect(again.body.data).toMatchObject({ remark: 'Vendor price protection until December', diff_pct: -10 });
    await sql`update asn_item set price = 0.2000 where asn_id = ${asnId} and line_no = 1`.execute(s.database.db);
    expect((await check(admin)).body.data).toMatchObject({ abnormal: 0 });
    expect((await s.call({ method: 'GET', url: `/api/v1/asn/or-price/${record.id}`, token: admin })).status).toBe(404);
  });

  it('keeps the remark to ASN managers and the report to its readers; names what is missing', async () => {
    const manager = await s.login('manager'); // manage-monitor: reads the report, writes nothing
    expect((await s.call({ method: 'GET', url: '/api/v1/asn/or-price', token: manager })).status).toBe(200);
    expect((await s.call({ method: 'PUT', url: '/api/v2/asn/or-price-remark/change', token: manager, payload: { id: 1, remark: 'x' } })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v1/asn/or-price', token: await s.login('viewer') })).status).toBe(403);
    const missing = await check(admin, '');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Name the ASN to check: asn_id or invoice_no');
    expect((await check(admin, 'invoice_no=NOPE')).status).toBe(404);
    expect((await s.call({ method: 'POST', url: '/api/v1/asn/or-price', token: admin, payload: {} })).status).toBe(404);
  });

  it('shows the ASN price monitor: saved and today\'s price facts and the OR price of each item, to manage-monitor only', async () => {
    const manager = await s.login('manager');
    const res = await s.call({ method: 'GET', url: '/api/v2/monitor/asn-01/t-orp-1', token: manager });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as { asn: { id: number }; items: { line_no: number; or_no: string | null; saved: { price_warning: string | null }; today: { price_warning: string }; changed: boolean }[]; changed: number };
    expect(data.asn.id).toBe(asnId);
    expect(data.items.map((i) => [i.line_no, i.or_no])).toEqual([[1, 'T-OR-1'], [2, 'T-OR-1']]);
    // Saved without a check (null); today's check gives a warning: each item counts as changed.
    expect(data.items.every((i) => i.saved.price_warning === null && typeof i.today.price_warning === 'string' && i.changed)).toBe(true);
    expect(data.changed).toBe(2);
    expect((await s.call({ method: 'GET', url: `/api/v2/monitor/asn-01/${asnId}`, token: manager })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: '/api/v2/monitor/asn-01/NOPE', token: manager })).status).toBe(404);
    expect((await s.call({ method: 'GET', url: `/api/v2/monitor/asn-01/${asnId}`, token: await s.login('viewer') })).status).toBe(403);
  });
});
