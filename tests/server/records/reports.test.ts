// Reports (src/schema/reports.ts): a test-only report over prepaid items (no spec screen reports on
// data built here yet), grouped by customer and currency with a quarter pivot of the amount paid.
// The list answers in the contract's envelope with paging, sort and filters; sums are exact
// decimals; the export holds the same rows; nothing can be written; the access rule and the field
// right of the summed field hold.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../../src/resources/declarations';
import { reportResource } from '../../../src/schema';
import { label } from '../../../src/schema/fields';
import { EVERY_BACKEND, startTestServer, type TestServer } from '../harness';

const report = reportResource(
  {
    name: 'prepaid_by_customer',
    source: 'prepaid',
    api: { base: '/api/v1/report/prepaid-by-customer' },
    route: '/basic/customer/prepaidByCustomer',
    access: { permissions: ['manage-prepaid-manager'] },
    menu: { group: 'basic', section: 'customer', order: 99 },
    label: label('Prepaid by customer', '客户预付款汇总'),
    recordLabel: label('Prepaid total', '预付款合计'),
    groupBy: ['customer_id', 'currency'],
    measures: {
      items: { fn: 'count', label: label('Items', '项数') },
      quantity: { fn: 'sum', field: 'quantity', label: label('Quantity', '数量') },
      paid: { fn: 'sum', field: 'paid_amount', label: label('Paid', '已付') },
    },
    pivot: { date: 'paid_date', by: 'quarter', sum: 'paid_amount' },
  },
  getResource('prepaid'),
);
const BASE = report.api.base;

type Row = Record<string, unknown>;

describe.each(EVERY_BACKEND)('a report over prepaid items on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let customer: number;
  const list = async (query: string, token = op) => s.call({ method: 'GET', url: `${BASE}?customer_id=${customer}&${query}`, token });
  const rows = async (query = '') => {
    const res = await list(query);
    expect(res.status).toBe(200);
    return res.body.data as { list: Row[]; total: number };
  };
  const pick = (row: Row, ...names: string[]) => Object.fromEntries(names.map((n) => [n, row[n]]));

  beforeAll(async () => {
    s = await startTestServer(backend, {}, [report]);
    op = await s.login('op');
    const db = s.database.db;
    customer = (await sql<{ id: number }>`insert into ship_customer (code, name) values ('RPT-1', 'Report test customer') returning id`.execute(db)).rows[0].id;
    const items: [string, number, string | null, string | null][] = [
      ['USD', 10, '0.10', '2025-01-15'],
      ['USD', 5, '0.20', '2025-02-20'],
      ['USD', 1, '12345678901.23', '2025-08-01'],
      ['USD', 2, '1.00', '2024-11-30'],
      ['CNY', 7, '3.33', '2025-04-02'],
      ['CNY', 1, null, null],
    ];
    for (const [i, [currency, quantity, paid, date]] of items.entries()) {
      await sql`insert into prepaid (prepaid_no, customer_id, currency, quantity, paid_amount, paid_date)
        values (${`RPT-${i}`}, ${customer}, ${currency}, ${quantity}, ${paid}, ${date})`.execute(db);
    }
  }, 180_000); // a real server with the demo data: slow on a busy machine
  afterAll(() => s?.close());

  it('groups by the declared fields and the pivot year, with counts, exact sums and quarter columns', async () => {
    const page = await rows('sort=currency&size=10');
    expect(page.total).toBe(4);
    const cells = page.list.map((r) => pick(r, 'currency', 'year', 'items', 'quantity', 'paid', 'q1', 'q2', 'q3', 'q4'));
    // By currency, then the row id (group order: customer, currency, year with no year first).
    expect(cells).toEqual([
      { currency: 'CNY', year: null, items: 1, quantity: 1, paid: 0, q1: 0, q2: 0, q3: 0, q4: 0 },
      { currency: 'CNY', year: 2025, items: 1, quantity: 7, paid: 3.33, q1: 0, q2: 3.33, q3: 0, q4: 0 },
      { currency: 'USD', year: 2024, items: 1, quantity: 2, paid: 1, q1: 0, q2: 0, q3: 0, q4: 1 },
      // 0.10 + 0.20 is 0.3 exactly (numeric in SQL), and the large sum keeps its cents.
      { currency: 'USD', year: 2025, items: 3, quantity: 16, paid: 12345678901.53, q1: 0.3, q2: 0, q3: 12345678901.23, q4: 0 },
    ]);
    // Reference titles as on any list.
    expect(page.list[0]).toMatchObject({ customer_id: customer, customer_id__title: 'Report test customer' });
  });

  it('filters on group columns and measures, sorts and pages', async () => {
    expect((await rows('currency=USD')).list.map((r) => r.year)).toEqual([2024, 2025]);
    expect((await rows('year=2025&paid_gte=3.33')).list.map((r) => r.currency)).toEqual(['CNY', 'USD']);
    const second = await rows('sort=paid&order=desc&size=1&page=2');
    expect(second.total).toBe(4);
    expect(second.list.map((r) => r.paid)).toEqual([3.33]);
  });

  it('refuses what a report has not: system columns, unknown fields and bad values (400, naming them)', async () => {
    for (const [query, param] of [['sort=created_at', 'sort'], ['updated_at_gte=2025-01-01', 'updated_at_gte'], ['color=red', 'color'], ['paid_gte=abc', 'paid_gte']]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body)).toContain(param);
    }
  });

  it('exports the filtered rows through the export engine, references as their title and key', async () => {
    const res = await s.app.inject({ method: 'GET', url: `${BASE}/export?format=csv&customer_id=${customer}&currency=USD&sort=year`, headers: { authorization: `Bearer ${op}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/prepaid_by_customer_\d{4}_\d{2}_\d{2}\.csv/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toContain('Customer,Customer code,Currency,Year,Items,Quantity,Paid,Q1,Q2,Q3,Q4');
    // ID and the customer's title first, then its key and the figures.
    expect(lines.slice(1).map((l) => l.split(',').slice(2))).toEqual([
      ['RPT-1', 'USD', '2024', '1', '2', '1', '0', '0', '0', '1'],
      ['RPT-1', 'USD', '2025', '3', '16', '12345678901.53', '0.3', '0', '12345678901.23', '0'],
    ]);
  });

  it('has no write route: create, update, delete and import are 404 and change nothing', async () => {
    const before = await s.count('prepaid');
    const id = (await rows()).list[0].id;
    for (const [method, url] of [['POST', BASE], ['PUT', `${BASE}/${id}`], ['DELETE', `${BASE}/${id}`], ['POST', `${BASE}/import`], ['GET', `${BASE}/template`]] as const) {
      const res = await s.call({ method, url, token: op, payload: method === 'GET' ? undefined : { items: 1, version: 1 } });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect(await s.count('prepaid')).toBe(before);
  });

  it("keeps the source's access rule: a viewer without the permission reads neither list nor export", async () => {
    const viewer = await s.login('viewer');
    expect((await list('', viewer)).status).toBe(403);
    expect((await s.call({ method: 'GET', url: `${BASE}/export`, token: viewer })).status).toBe(403);
  });

  it('guards the sums of a guarded field by its right: left out of answers and exports, refused as a filter', async () => {
    const db = s.database.db;
    await sql`delete from user_field_rights where user_id = (select id from users where name = 'op')
      and field_right_id = (select id from field_rights where name = 'prepaid.price')`.execute(db);
    const page = await rows('currency=USD');
    expect(Object.keys(page.list[0])).toEqual(expect.arrayContaining(['items', 'quantity']));
    for (const hidden of ['paid', 'q1', 'q2', 'q3', 'q4']) expect(page.list[0]).not.toHaveProperty(hidden);
    expect((await list('paid_gte=1')).status).toBe(403);
    const file = await s.app.inject({ method: 'GET', url: `${BASE}/export?format=csv&customer_id=${customer}`, headers: { authorization: `Bearer ${op}` } });
    expect(file.body.split(/\r?\n/)[0]).not.toMatch(/Paid|Q1/);
  });
});
