// The ASN's declared transitions through the spec's calls: submit (re-checks R21), the price check,
// the manager audit (two reviewers at once: one wins, one 409; refusing needs a memo), sync to the
// 3PL warehouse (inbound notices, locked, unlock), ship (the bags leave stock in the same
// transaction), return and cancel (back in stock), and a cancel racing a ship (never negative,
// never moved twice). Every refusal changes nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';
import { userWith } from '../stageUsers';
import { firstCustomer, freeBags, itemFrom, onHand, type FreeBag } from './asnFixture';

interface Asn { id: number; version: number; status: string; locked: boolean; invoice_no: string }

describe('ASN states', () => {
  let s: TestServer;
  let supplier: string;
  let manager: string;
  let reviewers: string[];
  let customer: number;
  let bags: FreeBag[];

  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    supplier = await userWith(s, 'st-supplier', ['send-asn']);
    manager = await userWith(s, 'st-manager', ['manage-asn']);
    reviewers = [await userWith(s, 'st-review1', ['view-asn', 'review-asn']), await userWith(s, 'st-review2', ['view-asn', 'review-asn'])];
    customer = await firstCustomer(s);
    bags = await freeBags(s, 4);
  }, 600_000);
  afterAll(() => s?.close());

  const status = async (id: number) => (await sql<Asn>`select * from asn_order where id = ${id}`.execute(s.database.db)).rows[0];
  /** A draft shipping 2 packages and 1 split piece of `bag`. */
  async function draft(bag: FreeBag): Promise<Asn> {
    const res = await s.call({ method: 'POST', url: '/api/v1/asn/order', token: supplier, payload: { ship_customer_id: customer, ship_date: '2026-12-02', items: [itemFrom(bag, 2, 1)] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Asn;
  }
  const submit = (id: number, token = supplier) => s.call({ method: 'POST', url: '/api/v1/asn/user/orders/transition/submit', token, payload: { items: [{ id }] } });
  const check = (id: number, to: string) => s.call({ method: 'POST', url: '/api/v1/asn/admin/orders/transition/check', token: manager, payload: { items: [{ id }], status: to } });
  const review = (id: number, token: string, to: string, memo?: string) => s.call({ method: 'PUT', url: `/api/v1/asn/review/order/${id}`, token, payload: { status: to, ...(memo ? { audit_memo: memo } : {}) } });
  const ship = (id: number) => s.call({ method: 'POST', url: '/api/v1/asn/admin/orders/transition/ship', token: manager, payload: { items: [{ id }] } });
  async function approved(bag: FreeBag) {
    const asn = await draft(bag);
    expect((await submit(asn.id)).status).toBe(200);
    expect((await check(asn.id, '2')).status).toBe(200);
    return asn;
  }

  it('submits, sends to the manager audit; two reviewers agree at once: one wins, one 409', async () => {
    const asn = await draft(bags[0]);
    const early = await review(asn.id, reviewers[0], '2');
    expect(early.status).toBe(409); // not awaiting audit: nothing moves
    expect((await status(asn.id)).status).toBe('0');
    expect((await submit(asn.id, manager)).status).toBe(403);
    expect((await submit(asn.id)).status).toBe(200);
    expect((await status(asn.id)).status).toBe('1');
    expect((await check(asn.id, '6')).status).toBe(200);
    const noMemo = await review(asn.id, reviewers[0], '13');
    expect(noMemo.status).toBe(400);
    expect(noMemo.body.message).toContain(asn.invoice_no);
    expect((await status(asn.id)).status).toBe('6');
    const both = await Promise.all(reviewers.map((r) => review(asn.id, r, '2')));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await status(asn.id)).status).toBe('2');
  });

  it('a rejected price goes back to the supplier, who edits and submits again', async () => {
    const asn = await draft(bags[1]);
    await submit(asn.id);
    await check(asn.id, '6');
    expect((await review(asn.id, reviewers[0], '13', 'Price under the SRP')).status).toBe(200);
    const row = await status(asn.id);
    expect(row.status).toBe('13');
    const edit = await s.call({ method: 'GET', url: `/api/v1/asn/edit/order/${asn.id}`, token: supplier });
    expect(edit.status).toBe(200);
    const saved = await s.call({ method: 'PUT', url: `/api/v1/asn/order/${asn.id}`, token: supplier, payload: { version: row.version, ship_customer_id: customer, items: [itemFrom(bags[1], 1, 0, '9.9')] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await submit(asn.id)).status).toBe(200);
  });

  it('submitting re-checks the bags against today\'s stock (R21): an unallocated item refuses, nothing moves', async () => {
    const res = await s.call({ method: 'POST', url: '/api/v1/asn/order', token: supplier, payload: { ship_customer_id: customer, items: [{ material_id: bags[2].material_id, total_qty: 3, price: '1' }] } });
    const id = (res.body.data as Asn).id;
    const refused = await submit(id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/the bags add up to 0, the item's quantity is 3/);
    expect((await status(id)).status).toBe('0');
  });

  it('ships: the bags leave stock in the same transaction; return puts them back', async () => {
    const bag = bags[2];
    const start = Number(await onHand(s, bag.inventory_id));
    const asn = await approved(bag);
    const shipped = await ship(asn.id);
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(Number(await onHand(s, bag.inventory_id))).toBe(start - (bag.qty * 2 + 1));
    const journal = await sql<{ kind: string; qty_out: string }>`select kind, qty_out::int::text as qty_out from inventory_record where ref_no = ${asn.invoice_no}`.execute(s.database.db);
    expect(journal.rows).toEqual([{ kind: 'asn_ship', qty_out: String(bag.qty * 2 + 1) }]);
    expect((await ship(asn.id)).status).toBe(409); // shipped once only
    const returned = await s.call({ method: 'PUT', url: `/api/v1/asn/order/return/${asn.id}`, token: manager, payload: {} });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(Number(await onHand(s, bag.inventory_id))).toBe(start);
    expect((await status(asn.id)).status).toBe('9');
  });

  it('syncs to the 3PL warehouse: inbound notices, locked; an ASN manager unlocks it', async () => {
    const asn = await approved(bags[3]);
    const synced = await s.call({ method: 'PUT', url: `/api/v1/asn/sync/bangtai/${asn.id}`, token: manager, payload: {} });
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
    const inbound = await sql<{ asn_no: string; qty: number }>`select asn_no, qty::int as qty from bangtai_inbound where asn_no = ${asn.invoice_no}`.execute(s.database.db);
    expect(inbound.rows).toEqual([{ asn_no: asn.invoice_no, qty: bags[3].qty * 2 + 1 }]);
    expect((await status(asn.id)).locked).toBe(true);
    expect((await s.call({ method: 'POST', url: `/api/v2/asn/unlock/${asn.id}`, token: supplier, payload: {} })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: `/api/v2/asn/unlock/${asn.id}`, token: manager, payload: {} })).status).toBe(200);
    expect((await status(asn.id)).locked).toBe(false);
  });

  it('a cancel racing a ship: stock never negative, never moved twice', async () => {
    for (const bag of [bags[0], bags[1]]) {
      const start = Number(await onHand(s, bag.inventory_id));
      const asn = await approved({ ...bag, copies: 1 });
      const [shipped, cancelled] = await Promise.all([ship(asn.id), s.call({ method: 'DELETE', url: `/api/v1/asn/order/cancel/${asn.id}`, token: manager })]);
      expect(cancelled.status === 200 || shipped.status === 200).toBe(true);
      const end = Number(await onHand(s, bag.inventory_id));
      const row = await status(asn.id);
      // Either cancelled first (ship refused, nothing moved), or shipped then cancelled (moved out and back).
      expect(row.status).toBe(cancelled.status === 200 ? '8' : '4');
      expect(end).toBe(row.status === '4' ? start - (bag.qty * 2 + 1) : start);
      expect(end).toBeGreaterThanOrEqual(0);
    }
  });
});
