// AVM employee: an account manager's month from hand-made purchase and sell reconciliations with
// hand-computed cents (average confirmed cost cut to 5 decimals, every amount rounded half away from
// zero, an uncosted part left out of the margin), reproducible; the rate edit, export, download and
// summary; bad input by field and a caller without the permission.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { readXlsx } from '../../master/upload';

const BASE = '/api/v2/avm-employee';
type Any = Kysely<Record<string, Record<string, unknown>>>;
type Row = { id: number; status: string; version: number; line_count: number; uncosted_lines: number; customer_count: number; sell_amount: string; rebate_amount: string; purchase_amount: string; margin: string; commission: string; commission_rate: string };

describe.each(BACKENDS)('AVM employee on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let admin: number;
  let customer: number;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    const db = s.database.db as unknown as Any;
    const one = async (q: ReturnType<typeof sql<{ id: number }>>) => Number((await q.execute(s.database.db)).rows[0].id);
    admin = await one(sql<{ id: number }>`select id from users where name = 'admin'`);
    customer = await one(sql<{ id: number }>`select id from ship_customer where id not in (select customer_id from avm_rebate_setting) and id not in (select customer_id from avm_employee_customer) order by id limit 1`);
    const vendor = await one(sql<{ id: number }>`select id from vendor order by id limit 1`);
    const parts = (await sql<{ id: number }>`select id from material order by id limit 3`.execute(s.database.db)).rows.map((r) => Number(r.id));
    await db.insertInto('avm_employee_customer').values({ user_id: admin, customer_id: customer, created_by: 'test' }).execute();
    // SGD in 2027: no demo order is. Purchases in January: part 0 costs (3.00 + 2.00) / 4 = 1.25000; part 1 1.00 / 3 = 0.33333.
    const po = (no: string, part: number, qty: number, price: string) =>
      ({ po_no: no, po_line: 10, vendor_id: vendor, material_id: part, qty, unit_price: price, currency: 'SGD', bound_qty: 0, po_date: '2027-01-15', status: 'open', created_by: 'op', updated_by: 'op' });
    await db.insertInto('purchase_order').values([po('POE-A', parts[0], 3, '1.00000'), po('POE-B', parts[0], 1, '2.00000'), po('POE-C', parts[1], 3, '0.33335')]).execute();
    const p = await s.call({ method: 'POST', url: '/api/v2/avm-reconciliation/purchase', token: op, payload: { recon_no: 'AVM-PE-1', vendor_id: vendor, currency: 'SGD', period_from: '2027-01-01', period_to: '2027-01-31', service_fee_rate: '1' } });
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    expect((await s.call({ method: 'PUT', url: `/api/v2/avm-reconciliation/purchase/calculate/${(p.body.data as { id: number }).id}`, token: op, payload: {} })).status).toBe(200);
    const so = async (no: string, date: string, items: [number, number, string][]) => {
      const [row] = await db.insertInto('sales_order').values({ so_no: no, customer_id: customer, currency: 'SGD', so_date: date, status: 'shipped', created_by: 'op', updated_by: 'op' }).returning('id').execute();
      await db.insertInto('sales_order_item').values(items.map(([part, qty, price], i) => ({ so_id: row.id, line_no: i + 1, material_id: parts[part], qty, unit_price: price, created_by: 'op' }))).execute();
    };
    await so('SOE-1', '2027-03-10', [[0, 10, '2.00500'], [1, 7, '0.50000'], [2, 1, '9.99900']]); // 20.05, 3.50, 10.00 (part 2 never purchased)
    await so('SOE-2', '2027-04-02', [[0, 1, '5.00000']]); // April: not in the March row
    expect((await s.call({ method: 'POST', url: '/api/v2/avm-reconciliation/rebate-setting', token: op, payload: { customer_id: customer, year: 2027, rebate_rate: '2', deduct: false } })).status).toBe(200);
    const r = await s.call({ method: 'POST', url: '/api/v2/avm-reconciliation/sell', token: op, payload: { recon_no: 'AVM-SE-1', customer_id: customer, currency: 'SGD', period_from: '2027-03-01', period_to: '2027-04-30' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await s.call({ method: 'POST', url: `/api/v2/avm-reconciliation/sell/detail/${(r.body.data as { id: number }).id}`, token: op, payload: {} })).status).toBe(200);
  });
  afterAll(() => s.close());

  it('computes a manager month to the cent, the same every time; the rate edit, export, download and summary follow', async () => {
    const added = await s.call({ method: 'PUT', url: BASE, token: op, payload: { user_id: admin, period: '2027-03', currency: 'SGD', commission_rate: '10' } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = (added.body.data as Row).id;
    expect(added.body.data).toMatchObject({ status: 'draft', commission_rate: '10.0000', sell_amount: '0.00' });
    const calc = await s.call({ method: 'PUT', url: `${BASE}/calculate/${id}`, token: op, payload: {} });
    expect(calc.status, JSON.stringify(calc.body)).toBe(200);
    // a: 20.05, rebate 0.401 -> 0.40, cost 10 × 1.25 = 12.50, margin 7.15; b: 3.50, rebate 0.07, cost 7 × 0.33333 = 2.33331 -> 2.33, margin 1.10;
    // c: 10.00, rebate 0.20, uncosted. Margin 8.25 × 10 % = 0.825 -> 0.83 (half away from zero, not to even).
    const want = { status: 'calculated', customer_count: 1, line_count: 3, uncosted_lines: 1, sell_amount: '33.55', rebate_amount: '0.67', purchase_amount: '14.83', margin: '8.25', commission: '0.83' };
    expect(calc.body.data).toMatchObject(want);
    const again = await s.call({ method: 'PUT', url: `${BASE}/calculate/${id}`, token: op, payload: { version: (calc.body.data as Row).version } });
    expect(again.body.data).toMatchObject(want);
    expect((await s.call({ method: 'PUT', url: `${BASE}/calculate/${id}`, token: op, payload: { version: 1 } })).status).toBe(409);

    const edited = await s.call({ method: 'PUT', url: BASE, token: op, payload: { id, commission_rate: '2.5', remark: 'Agreed with sales director' } });
    expect(edited.body.data).toMatchObject({ commission_rate: '2.5000', commission: '0.21', remark: 'Agreed with sales director' }); // 0.20625 -> 0.21

    const list = await s.call({ method: 'GET', url: `${BASE}?period=2027-03&currency=SGD&page=1&size=5`, token: op });
    expect(list.body.data).toMatchObject({ total: 1, page: 1, size: 5 });
    const file = await s.app.inject({ method: 'GET', url: `${BASE}/export/${id}`, headers: { authorization: `Bearer ${op}` } });
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="avm_employee_admin_2027-03_\d{4}_\d{2}_\d{2}\.xlsx"; filename\*=UTF-8''avm_employee_admin_2027-03_\d{4}_\d{2}_\d{2}\.xlsx$/);
    const sheet = readXlsx(file.rawPayload) as unknown[][];
    expect(sheet.filter((r) => r[2] === 'SOE-1').map((r) => r[11]).sort()).toEqual(['-', '1.10', '7.15']);
    expect(sheet[sheet.length - 1]).toContain('0.21');
    const all = await s.app.inject({ method: 'GET', url: `${BASE}/download?period=2027-03`, headers: { authorization: `Bearer ${op}` } });
    expect(readXlsx(all.rawPayload).length).toBe(2);

    const summary = (await s.call({ method: 'GET', url: `${BASE}/summary?year=2027`, token: op })).body.data as { months: Record<string, string>[]; customers: Record<string, unknown>[] };
    expect(summary.months).toEqual(expect.arrayContaining([
      expect.objectContaining({ month: '2027-01', currency: 'SGD', purchase_amount: '6.00', sales_amount: '0.00' }),
      expect.objectContaining({ month: '2027-03', currency: 'SGD', sales_amount: '33.55', rebate_amount: '0.67', refund_amount: '0.67', commission: '0.21' }),
      expect.objectContaining({ month: '2027-04', currency: 'SGD', sales_amount: '5.00' }),
    ]));
    expect(summary.customers).toEqual(expect.arrayContaining([expect.objectContaining({ month: '2027-03', customer_id: customer, account_manager: 'Administrator', lines: 3 })]));
  });

  it('refuses bad input by field and a caller without the permission', async () => {
    const bad = await s.call({ method: 'PUT', url: BASE, token: op, payload: { user_id: 99999999, period: '2027-13', currency: 'XXX' } });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['currency', 'period', 'user_id']);
    const row = (await s.call({ method: 'GET', url: `${BASE}?size=1`, token: op })).body.data as { list: Row[] };
    const rate = await s.call({ method: 'PUT', url: BASE, token: op, payload: { id: row.list[0].id, commission_rate: '101' } });
    expect((rate.body.errors as { field: string }[])[0].field).toBe('commission_rate');
    expect((await s.call({ method: 'GET', url: `${BASE}?period=march`, token: op })).status).toBe(400);
    expect((await s.call({ method: 'GET', url: `${BASE}/summary?year=99`, token: op })).status).toBe(400);
    expect((await s.call({ method: 'PUT', url: `${BASE}/calculate/99999999`, token: op, payload: {} })).status).toBe(404);
    const viewer = await s.login('viewer');
    expect((await s.call({ method: 'GET', url: BASE, token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'PUT', url: `${BASE}/calculate/${row.list[0].id}`, token: viewer, payload: {} })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: `${BASE}/summary`, token: viewer })).status).toBe(403);
  });
});
