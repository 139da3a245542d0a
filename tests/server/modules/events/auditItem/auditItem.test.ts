// The ASN audit items (R18) behind the review queues: each queue read and decided only by its own
// permissions; refusing needs a memo on every item (the error lists the invoice numbers); only pending
// items are decided, the others skipped and counted; none pending is the no-audit message; every
// refusal changes nothing; two reviewers deciding one item at once: one wins, the other changes nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { raiseAsnPriceItems } from '../../../../../server/modules/events/auditItem/asnPriceItems';

const BASE = '/api/v2/audit-item';

describe.each(BACKENDS)('audit items on %s', (backend) => {
  let s: TestServer;
  let reviewer: string;
  let manager: string;
  let viewer: string;
  let n = 0;
  beforeAll(async () => {
    s = await startTestServer(backend);
    [reviewer, manager, viewer] = await Promise.all([s.login('reviewer'), s.login('manager'), s.login('viewer')]);
  });
  afterAll(() => s.close());

  /** New pending items of one queue, each with its own invoice number. */
  async function raise(queue: string, count = 1): Promise<{ id: number; invoice_no: string }[]> {
    const rows = [];
    for (let i = 0; i < count; i++) {
      n++;
      const invoice = `T-INV-${queue}-${n}`;
      const r = await sql<{ id: number }>`insert into audit_item (queue, invoice_no, mpn, qty, price, reference_price, currency, reason)
        values (${queue}, ${invoice}, 'LM317DCYR', 3000, 0.182, 0.205, 'USD', 'test') returning id::int as id`.execute(s.database.db);
      rows.push({ id: r.rows[0].id, invoice_no: invoice });
    }
    return rows;
  }
  const decide = (token: string, data: unknown) => s.call({ method: 'PUT', url: `${BASE}/audit_status`, token, payload: data as object });
  const statusOf = async (id: number) => (await sql<{ audit_status: number; audit_memo: string | null; version: number }>`select audit_status::int as audit_status, audit_memo, version from audit_item where id = ${id}`.execute(s.database.db)).rows[0];

  it('agrees and refuses with the spec\'s body (a list of audit_item_id, audit_status, audit_memo), memo kept, event recorded', async () => {
    const [a, b] = await raise('maxout_price', 2);
    const res = await decide(reviewer, [
      { audit_item_id: a.id, audit_status: 2, audit_memo: 'Quote renewed at this price' },
      { audit_item_id: b.id, audit_status: 3, audit_memo: 'Below maxout: resubmit at 0.205' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ done: 2, skipped: [] });
    expect(await statusOf(a.id)).toMatchObject({ audit_status: 2, audit_memo: 'Quote renewed at this price', version: 2 });
    expect(await statusOf(b.id)).toMatchObject({ audit_status: 3, audit_memo: 'Below maxout: resubmit at 0.205' });
    const events = await s.call({ method: 'GET', url: `/api/v1/event?resource=audit_item&record_id=${b.id}`, token: await s.login('admin') });
    expect((events.body.data as { list: { reason: string }[] }).list.map((e) => e.reason)).toContain('audit: refused');
  });

  it('refuses a refusal without a memo on every item, naming the invoices, and changes nothing', async () => {
    const [a, b, c] = await raise('abnormal_price', 3);
    const res = await decide(reviewer, { data: [
      { audit_item_id: a.id, audit_status: 3, audit_memo: 'Below SRP' },
      { audit_item_id: b.id, audit_status: 3, audit_memo: '  ' },
      { audit_item_id: c.id, audit_status: 3 },
    ] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Refusing needs a memo on every item. Without a memo: ${b.invoice_no}, ${c.invoice_no}`);
    expect((res.body as unknown as { errors: { row: number }[] }).errors.map((e) => e.row)).toEqual([2, 3]);
    for (const item of [a, b, c]) expect((await statusOf(item.id)).audit_status).toBe(1);
  });

  it('decides only pending items: the others are skipped and counted; none pending is the no-audit message', async () => {
    const [a, b] = await raise('maxout_price', 2);
    expect((await decide(reviewer, [{ audit_item_id: a.id, audit_status: 2 }])).status).toBe(200);
    const res = await decide(reviewer, [{ audit_item_id: a.id, audit_status: 3, audit_memo: 'late' }, { audit_item_id: b.id, audit_status: 2 }]);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ done: 1, skipped: [a.id] });
    expect(await statusOf(a.id)).toMatchObject({ audit_status: 2, audit_memo: null });
    const none = await decide(reviewer, [{ audit_item_id: a.id, audit_status: 2 }, { audit_item_id: b.id, audit_status: 2 }]);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('No pending audit item: only items waiting for review can be agreed or refused');
    const zh = await s.call({ method: 'PUT', url: `${BASE}/audit_status`, token: reviewer, payload: [{ audit_item_id: a.id, audit_status: 2 }], headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.message).toBe('没有待审核的项目：只有待审核的项目可以同意或拒绝');
  });

  it('keeps each queue to its permissions: others\' items are missing, a reader who may not decide is refused', async () => {
    const [asset] = await raise('ar_asset');
    const [sales] = await raise('ar_sales');
    const [finance] = await raise('ar_finance');
    // The manager holds review-asn and the sales AR review, not the asset one.
    const list = await s.call({ method: 'GET', url: `${BASE}?size=500`, token: manager });
    const ids = (list.body.data as { list: { id: number }[] }).list.map((r) => r.id);
    expect(ids).toContain(sales.id);
    expect(ids).not.toContain(asset.id);
    expect((await s.call({ method: 'GET', url: `${BASE}/${asset.id}`, token: manager })).status).toBe(404);
    expect((await s.call({ method: 'GET', url: `${BASE}?queue=ar_asset`, token: manager })).status).toBe(400);
    expect((await decide(manager, [{ audit_item_id: asset.id, audit_status: 2 }])).status).toBe(404);
    // Reads the AR screen (finance items too) but decides only the sales ones.
    const both = await decide(manager, [{ audit_item_id: sales.id, audit_status: 2 }, { audit_item_id: finance.id, audit_status: 2 }]);
    expect(both.status).toBe(403);
    expect(both.body.message).toContain(finance.invoice_no);
    expect((await statusOf(sales.id)).audit_status).toBe(1);
    // The viewer reads only the FTB maxout queue (view-ftb-maxout): none of the ASN queues' items.
    const seen = await s.call({ method: 'GET', url: `${BASE}?size=500`, token: viewer });
    expect(seen.status).toBe(200);
    const seenIds = (seen.body.data as { list: { id: number }[] }).list.map((r) => r.id);
    for (const item of [sales, finance, asset]) expect(seenIds).not.toContain(item.id);
    expect((await s.call({ method: 'GET', url: `${BASE}?queue=ar_sales`, token: viewer })).status).toBe(400);
    expect((await decide(viewer, [{ audit_item_id: sales.id, audit_status: 2 }])).status).toBe(403);
    const mine = await s.call({ method: 'GET', url: `${BASE}/${finance.id}`, token: manager });
    expect(mine.body.data).toMatchObject({ invoice_no: finance.invoice_no, price: '0.182000', actionable: false });
  });

  it('refuses bad input naming the field and row, and an item changed since it was read (409)', async () => {
    const [a, b] = await raise('maxout_price', 2);
    const bad = await decide(reviewer, [{ audit_item_id: a.id, audit_status: 2 }, { audit_item_id: b.id, audit_status: 1 }]);
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as { errors: { field: string; row: number }[] }).errors[0]).toMatchObject({ field: 'audit_status', row: 2 });
    expect((await decide(reviewer, [])).status).toBe(400);
    expect((await decide(reviewer, [{ audit_item_id: 'x', audit_status: 2 }])).status).toBe(400);
    const twice = await decide(reviewer, [{ audit_item_id: a.id, audit_status: 2 }, { audit_item_id: a.id, audit_status: 2 }]);
    expect(twice.body.message).toBe(`Audit item ${a.id} is listed twice`);
    expect((await statusOf(a.id)).audit_status).toBe(1);
    await sql`update audit_item set version = version + 1 where id = ${a.id}`.execute(s.database.db);
    const stale = await decide(reviewer, [{ audit_item_id: a.id, audit_status: 2, version: 1 }]);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain(a.invoice_no);
    expect((await statusOf(a.id)).audit_status).toBe(1);
  });

  it('lets one of two reviewers deciding the same item at once win; the other changes nothing', async () => {
    const [a] = await raise('maxout_price');
    const admin = await s.login('admin');
    const results = await Promise.all([
      decide(reviewer, [{ audit_item_id: a.id, audit_status: 2, version: 1 }]),
      decide(admin, [{ audit_item_id: a.id, audit_status: 3, audit_memo: 'no', version: 1 }]),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const row = await statusOf(a.id);
    expect(row.version).toBe(2);
    const winner = results.find((r) => r.status === 200)!;
    expect(row.audit_status).toBe((winner.body.data as { list: { audit_status: number }[] }).list[0].audit_status);
  });

  it('pages a queue (pending first), filters by status and keyword, exports, and counts pending items for the header', async () => {
    const mine = await raise('ar_prepaid', 3);
    const page = await s.call({ method: 'GET', url: `${BASE}?queue=ar_prepaid&audit_status=1&keyword=${encodeURIComponent(mine[1].invoice_no)}`, token: reviewer });
    expect(page.body.data).toMatchObject({ total: 1, list: [{ id: mine[1].id, actionable: true }] });
    const counters = (await s.call({ method: 'GET', url: '/api/v1/counter/dataset', token: reviewer })).body.data as Record<string, number>;
    const pending = Number((await sql<{ n: number }>`select count(*)::int as n from audit_item where queue = 'ar_prepaid' and audit_status = 1`.execute(s.database.db)).rows[0].n);
    expect(counters.asn_prepaid_count).toBe(pending);
    expect((await s.call({ method: 'GET', url: '/api/v1/counter/dataset', token: viewer })).body.data).not.toHaveProperty('asn_prepaid_count');
    const file = await s.app.inject({ method: 'GET', url: `${BASE}/export?queue=ar_prepaid&format=csv`, headers: { authorization: `Bearer ${reviewer}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="audit_items_\d{4}_\d{2}_\d{2}\.csv"; filename\*=UTF-8''audit_items_\d{4}_\d{2}_\d{2}\.csv$/);
    const picked = await s.call({ method: 'GET', url: `${BASE}/download?ids=${mine[0].id}&format=csv`, token: reviewer });
    expect(picked.status).toBe(200);
  });

  it('counts ASNs for the header: own drafts and price-rejected ones for a supplier, awaiting audit only for review-asn', async () => {
    const admin = await s.login('admin');
    const add = (status: string, by: string) => sql`insert into asn_order (invoice_no, ship_customer_id, currency, status, created_by, updated_by)
      values (${`T-CNT-${++n}`}, (select min(id) from ship_customer), 'USD', ${status}, ${by}, ${by})`.execute(s.database.db);
    const counts = async (token: string) => (await s.call({ method: 'GET', url: '/api/v1/counter/asn', token })).body.data as Record<string, number>;
    const before = await counts(admin);
    await Promise.all([add('0', 'admin'), add('0', 'someone'), add('13', 'admin'), add('6', 'someone'), add('6', 'someone')]);
    const after = await counts(admin);
    expect({ draft: after.draft - before.draft, price_rejected: after.price_rejected - before.price_rejected, audit: after.audit - before.audit }).toEqual({ draft: 1, price_rejected: 1, audit: 2 });
    // The manager reviews ASNs but sends none: only the audit count.
    expect(Object.keys(await counts(manager))).toEqual(['audit']);
    expect((await s.call({ method: 'GET', url: '/api/v1/counter/asn', token: viewer })).status).toBe(403);
  });

  it('raises an ASN\'s price warnings as audit items on submission, replacing its still-pending ones', async () => {
    const db = s.database.db;
    const asn = (await sql<{ id: number }>`insert into asn_order (invoice_no, ship_customer_id, currency, status, created_by, updated_by)
      values ('T-PRICE-1', (select min(id) from ship_customer), 'USD', '1', 'supplier', 'supplier') returning id::int as id`.execute(db)).rows[0].id;
    const line = (no: number, warning: string, price: string) => sql`insert into asn_item (asn_id, line_no, material_id, total_qty, price, quote_price, maxout_price, price_warning, created_by)
      values (${asn}, ${no}, (select min(id) from material), 3000, ${price}, 0.2050, 0.1900, ${warning}, 'supplier')`.execute(db);
    await line(1, 'ok', '0.2100');
    await line(2, 'maxout', '0.1800');
    await line(3, 'srp', '0.2000');
    const raise = () => db.transaction().execute((trx) => raiseAsnPriceItems(trx, asn, 'supplier'));
    expect(await raise()).toHaveLength(2);
    const items = async () => (await sql<{ queue: string; price: string; reference_price: string; reason: string }>`select queue, price::text as price, reference_price::text as reference_price, reason
      from audit_item where asn_id = ${asn} order by asn_item_id`.execute(db)).rows;
    expect(await items()).toEqual([
      { queue: 'maxout_price', price: '0.180000', reference_price: '0.190000', reason: 'Price 0.1800 below the maxout price 0.1900' },
      { queue: 'abnormal_price', price: '0.200000', reference_price: '0.205000', reason: 'Price 0.2000 below the highest quote 0.2050: keep to the SRP' },
    ]);
    await raise();
    expect(await items()).toHaveLength(2);
  });
});
