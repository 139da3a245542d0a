// Order numbers and dates by default (src/modules/shipment/customerOrder/model/numbering.ts): a
// customer, sales or purchase order saved without them gets <prefix>-<year>-<serial>, the serial
// continuing after the seeded numbers and one up per order, and today's business day; a number typed
// by hand is kept and skipped by the counter; an update that blanks them keeps the stored ones.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../../../../src/resources/shipment/customerOrder/model/numbering';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';

type Row = Record<string, unknown> & { id: number; version: number };

describe('order numbers and dates by default', () => {
  let s: TestServer;
  let op: string;
  let customer: number;
  let vendor: number;
  let material: number;
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await s.call({ method: 'POST', url, token: op, payload });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Row;
  };
  const serial = (no: unknown) => Number(String(no).slice(-6));
  /** The highest six-digit tail among the numbers there before this test wrote any. */
  const highestTail = async (table: string, column: string) =>
    Number((await sql<{ n: string }>`select coalesce(max(right(${sql.ref(column)}, 6)::bigint), 0)::text as n from ${sql.table(table)} where ${sql.ref(column)} ~ '[0-9]{6}$'`.execute(s.database.db)).rows[0].n);

  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
    const db = s.database.db;
    customer = Number((await sql<{ id: number }>`select min(id) as id from ship_customer`.execute(db)).rows[0].id);
    vendor = Number((await sql<{ id: number }>`select min(id) as id from vendor`.execute(db)).rows[0].id);
    material = Number((await sql<{ id: number }>`select min(id) as id from material`.execute(db)).rows[0].id);
  });
  afterAll(() => s.close());

  it('numbers a customer order saved without number or date, after the seeded ones, and dates it today', async () => {
    const seeded = await highestTail('customer_order', 'order_no');
    expect(seeded).toBeGreaterThan(0);
    const year = businessDay().slice(0, 4);
    const first = await post('/api/v1/order/lines', { customer_id: customer, currency: 'USD', status: 'open', items: [{ material_id: material, qty: 5, unit_price: '1' }] });
    expect(first.order_no).toBe(`CO-${year}-${String(seeded + 1).padStart(6, '0')}`);
    expect(String(first.order_date).slice(0, 10)).toBe(businessDay());
    // The clerk's empty inputs arrive as blanks: the same as leaving them out.
    const second = await post('/api/v1/order', { order_no: '', order_date: null, customer_id: customer, currency: 'USD', status: 'open' });
    expect(serial(second.order_no)).toBe(serial(first.order_no) + 1);
    // A number typed by hand is kept, and the counter steps over it.
    const next = `CO-${year}-${String(serial(second.order_no) + 1).padStart(6, '0')}`;
    const typed = await post('/api/v1/order', { order_no: next, order_date: '2026-03-02', customer_id: customer, currency: 'USD', status: 'open' });
    expect([typed.order_no, String(typed.order_date).slice(0, 10)]).toEqual([next, '2026-03-02']);
    const after = await post('/api/v1/order', { customer_id: customer, currency: 'USD', status: 'open' });
    expect(serial(after.order_no)).toBe(serial(next) + 1);
  });

  it('keeps the number and date when an update blanks them', async () => {
    const order = await post('/api/v1/order', { customer_id: customer, currency: 'USD', status: 'open' });
    const res = await s.call({ method: 'PUT', url: `/api/v1/order/${order.id}`, token: op, payload: { version: order.version, order_no: '', order_date: null, customer_po: 'PO-KEEP' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.data as Row;
    expect([saved.order_no, saved.order_date, saved.customer_po]).toEqual([order.order_no, order.order_date, 'PO-KEEP']);
  });

  it('numbers sales and purchase orders the same way, each with its own counter', async () => {
    const year = businessDay().slice(0, 4);
    const soSeeded = await highestTail('sales_order', 'so_no');
    const so = await post('/api/v2/so/lines', { customer_id: customer, currency: 'USD', status: 'open', items: [] });
    expect(so.so_no).toBe(`SO-${year}-${String(soSeeded + 1).padStart(6, '0')}`);
    expect(String(so.so_date).slice(0, 10)).toBe(businessDay());
    const poSeeded = await highestTail('purchase_order', 'po_no');
    const po = await post('/api/v2/po', { po_line: 10, vendor_id: vendor, material_id: material, qty: 100, unit_price: '0.5', currency: 'USD' });
    expect(po.po_no).toBe(`PO-${year}-${String(poSeeded + 1).padStart(6, '0')}`);
    expect(String(po.po_date).slice(0, 10)).toBe(businessDay());
  });
});
