// The modify audit: a supplier asks to change a submitted ASN (checked whole now) or return a shipped
// one; one request waits at a time; refusing needs a memo and changes nothing; agreeing writes the
// change and sends the ASN back to submitted, or puts a return's bags back in stock.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';
import { userWith } from '../stageUsers';
import { firstCustomer, freeBags, itemFrom, onHand, type FreeBag } from './asnFixture';

interface Asn { id: number; version: number; status: string; total_qty: number }

describe('ASN modify audit', () => {
  let s: TestServer;
  let supplier: string;
  let manager: string;
  let auditor: string;
  let customer: number;
  let bags: FreeBag[];
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    supplier = await userWith(s, 'md-supplier', ['send-asn']);
    manager = await userWith(s, 'md-manager', ['manage-asn']);
    auditor = await userWith(s, 'md-auditor', ['manage-asn-modify']);
    customer = await firstCustomer(s);
    bags = await freeBags(s, 2);
  }, 600_000);
  afterAll(() => s?.close());

  const asnRow = async (id: number) => (await sql<Asn>`select * from asn_order where id = ${id}`.execute(s.database.db)).rows[0];
  async function submitted(bag: FreeBag) {
    const made = (await s.call({ method: 'POST', url: '/api/v1/asn/order', token: supplier, payload: { ship_customer_id: customer, items: [itemFrom(bag, 1, 0)] } })).body.data as Asn;
    expect((await s.call({ method: 'POST', url: '/api/v1/asn/user/orders/transition/submit', token: supplier, payload: { items: [{ id: made.id }] } })).status).toBe(200);
    return asnRow(made.id);
  }
  const request = (payload: Record<string, unknown>) => s.call({ method: 'POST', url: '/api/v2/asn/order/modify-audit', token: supplier, payload });
  const audit = (id: number, status: string, memo?: string) => s.call({ method: 'POST', url: '/api/v2/asn/order/asn-modify/transition/audit', token: auditor, payload: { items: [{ id }], status, ...(memo ? { audit_memo: memo } : {}) } });

  it('a change of a submitted ASN: checked now, one at a time, refused with a memo, agreed writes it', async () => {
    const asn = await submitted(bags[0]);
    const change = { asn_id: asn.id, version: asn.version, reason: 'One more package', ship_customer_id: customer, items: [itemFrom(bags[0], 2, 0)] };
    const bad = await request({ ...change, items: [{ ...itemFrom(bags[0], 2, 0), total_qty: 7 }] });
    expect(bad.status, JSON.stringify(bad.body)).toBe(400);
    const first = await request(change);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await request(change)).status).toBe(409);
    const reqId = (first.body.data as { id: number }).id;
    expect((await audit(reqId, 'refused')).status).toBe(400);
    const list = await s.call({ method: 'GET', url: '/api/v2/asn/order/asn-modify?page=1&size=20', token: auditor });
    expect((list.body.data as { list: { id: number; status: string }[] }).list.find((r) => r.id === reqId)?.status).toBe('pending');
    const agreed = await audit(reqId, 'agreed');
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    const after = await asnRow(asn.id);
    expect(Number(after.total_qty)).toBe(bags[0].qty * 2);
    expect(after.status).toBe('1');
  });

  it('a return of a shipped ASN puts its bags back when agreed', async () => {
    const bag = bags[1];
    const start = Number(await onHand(s, bag.inventory_id));
    const asn = await submitted(bag);
    await s.call({ method: 'POST', url: '/api/v1/asn/admin/orders/transition/check', token: manager, payload: { items: [{ id: asn.id }], status: '2' } });
    expect((await s.call({ method: 'POST', url: '/api/v1/asn/admin/orders/transition/ship', token: manager, payload: { items: [{ id: asn.id }] } })).status).toBe(200);
    expect(Number(await onHand(s, bag.inventory_id))).toBe(start - bag.qty);
    const shipped = await asnRow(asn.id);
    const made = await request({ asn_id: asn.id, version: shipped.version, kind: 'return', reason: 'Customer refused the delivery' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await audit((made.body.data as { id: number }).id, 'agreed')).status).toBe(200);
    expect(Number(await onHand(s, bag.inventory_id))).toBe(start);
    expect((await asnRow(asn.id)).status).toBe('9');
  });

  it('makes an RMA task from a shipped ASN for the RMA desk; not from one not shipped', async () => {
    const rmaDesk = await userWith(s, 'md-rma', ['manage-rma-manager']);
    const shipped = (await sql<{ id: number; invoice_no: string }>`select id::int as id, invoice_no from asn_order where status = '4' order by id limit 1`.execute(s.database.db)).rows[0];
    const draft = (await sql<{ id: number }>`select id::int as id from asn_order where status = '0' order by id limit 1`.execute(s.database.db)).rows[0];
    expect((await s.call({ method: 'POST', url: `/api/v1/rma/asn/${shipped.id}`, token: supplier, payload: {} })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: `/api/v1/rma/asn/${draft.id}`, token: rmaDesk, payload: {} })).status).toBe(409);
    const made = await s.call({ method: 'POST', url: `/api/v1/rma/asn/${shipped.id}`, token: rmaDesk, payload: { reason: 'defect' } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ rma_no: `RMA-${shipped.invoice_no}-1`, remark: `ASN ${shipped.invoice_no}` });
    expect(((made.body.data as { items: unknown[] }).items).length).toBeGreaterThan(0);
  });

  it("a manager's edit changes the shipping details only; the supplier's items, customer and bill-to stay", async () => {
    const asn = (await sql<Asn & { ship_customer_id: number; item_count: number }>`select * from asn_order where status = '2' order by id limit 1`.execute(s.database.db)).rows[0];
    const other = Number((await sql<{ id: number }>`select max(id)::int as id from ship_customer`.execute(s.database.db)).rows[0].id);
    const res = await s.call({ method: 'PUT', url: `/api/v1/asn/admin/orders/${asn.id}`, token: manager, payload: { version: asn.version, carrier: 'DHL', tracking_no: 'DHL-778812', ship_customer_id: other, item_count: 1 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await sql<{ carrier: string; ship_customer_id: number; item_count: number }>`select carrier, ship_customer_id::int as ship_customer_id, item_count::int as item_count from asn_order where id = ${asn.id}`.execute(s.database.db)).rows[0];
    expect(after).toEqual({ carrier: 'DHL', ship_customer_id: Number(asn.ship_customer_id), item_count: Number(asn.item_count) });
    expect((await s.call({ method: 'DELETE', url: `/api/v1/asn/admin/orders/${asn.id}`, token: manager })).status).toBe(405);
  });
});
