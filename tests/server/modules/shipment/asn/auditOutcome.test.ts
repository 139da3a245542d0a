// The ASN's price review: submitting raises an audit item per item whose price was flagged (R19), in
// the maxout or abnormal-price queue; the reviewer's decisions move the ASN: one refusal sends it back
// to the supplier as price rejected (memo on the ASN), every item of the latest submission agreed
// approves it. A resubmission replaces what was pending; refused items of before no longer count.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';
import { userWith } from '../stageUsers';
import { firstCustomer, freeBags, itemFrom, type FreeBag } from './asnFixture';

interface Item { id: number; queue: string; audit_status: number; asn_item_id: number }

describe('ASN price review hooked into the ASN flow', () => {
  let s: TestServer;
  let supplier: string;
  let reviewer: string;
  let manager: string;
  let customer: number;
  let bags: FreeBag[];

  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    supplier = await userWith(s, 'pr-supplier', ['send-asn']);
    reviewer = await userWith(s, 'pr-reviewer', ['view-asn', 'review-asn']);
    manager = await userWith(s, 'pr-manager', ['manage-asn', 'review-asn']);
    customer = await firstCustomer(s);
    bags = await freeBags(s, 6);
  }, 600_000);
  afterAll(() => s?.close());

  const asn = async (id: number) => (await sql<{ status: string; audit_memo: string | null; version: number }>`select status, audit_memo, version from asn_order where id = ${id}`.execute(s.database.db)).rows[0];
  const items = async (id: number) => (await sql<Item>`select id::int as id, queue, audit_status::int as audit_status, asn_item_id::int as asn_item_id from audit_item where asn_id = ${id} order by id`.execute(s.database.db)).rows;
  /** A draft of two items priced far under any quote or maxout price: both flagged. */
  async function submitted(pair: FreeBag[]): Promise<number> {
    const res = await s.call({ method: 'POST', url: '/api/v1/asn/order', token: supplier, payload: { ship_customer_id: customer, ship_date: '2026-12-02', items: pair.map((b) => itemFrom(b, 1, 0, '0.0001')) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = (res.body.data as { id: number }).id;
    expect((await items(id)).length).toBe(0); // a draft raises nothing
    const sub = await s.call({ method: 'POST', url: '/api/v1/asn/user/orders/transition/submit', token: supplier, payload: { items: [{ id }] } });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    return id;
  }
  const decide = (list: { audit_item_id: number; audit_status: number; audit_memo?: string }[]) => s.call({ method: 'PUT', url: '/api/v2/audit-item/audit_status', token: reviewer, payload: list });

  it('raises the flagged items on submit; agreeing them all approves the ASN, one at a time', async () => {
    const id = await submitted(bags.slice(0, 2));
    const raised = await items(id);
    expect(raised.map((i) => [i.audit_status, ['maxout_price', 'abnormal_price'].includes(i.queue)])).toEqual([[1, true], [1, true]]);
    expect((await asn(id)).status).toBe('1');

    expect((await decide([{ audit_item_id: raised[0].id, audit_status: 2 }])).status).toBe(200);
    expect((await asn(id)).status).toBe('1'); // one still pending
    const last = await decide([{ audit_item_id: raised[1].id, audit_status: 2 }]);
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect((await asn(id)).status).toBe('2');
    const event = (await sql<{ reason: string; user_name: string }>`select reason, user_name from events where resource = 'asn_order' and record_id = ${id} order by id desc limit 1`.execute(s.database.db)).rows[0];
    expect(event).toEqual({ reason: 'audit: agreed', user_name: 'pr-reviewer' });
  });

  it('a refusal rejects the price with the memo; the resubmission is reviewed afresh and approved when agreed', async () => {
    const id = await submitted(bags.slice(2, 4));
    const [first, second] = await items(id);
    const refused = await decide([{ audit_item_id: first.id, audit_status: 3, audit_memo: 'Below the quote: use 0.25' }]);
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    const rejected = await asn(id);
    expect(rejected.status).toBe('13');
    expect(rejected.audit_memo).toMatch(/Below the quote: use 0\.25/);
    // The other item, agreed later, does not approve a rejected ASN.
    expect((await decide([{ audit_item_id: second.id, audit_status: 2 }])).status).toBe(200);
    expect((await asn(id)).status).toBe('13');

    const again = await s.call({ method: 'POST', url: '/api/v1/asn/user/orders/transition/submit', token: supplier, payload: { items: [{ id }] } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const all = await items(id);
    const fresh = all.filter((i) => i.audit_status === 1);
    expect(all.length).toBe(4); // the decided two kept, two new pending
    expect(fresh.length).toBe(2);
    const agreed = await decide(fresh.map((i) => ({ audit_item_id: i.id, audit_status: 2 })));
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    expect((await asn(id)).status).toBe('2'); // the old refusal no longer counts
  });

  it("a manager's own decision settles the waiting prices: approving agrees them, cancelling withdraws them", async () => {
    const check = (id: number, to: string) => s.call({ method: 'POST', url: '/api/v1/asn/admin/orders/transition/check', token: manager, payload: { items: [{ id }], status: to } });
    const approvedId = await submitted(bags.slice(4, 5));
    expect((await check(approvedId, '2')).status).toBe(200);
    expect((await asn(approvedId)).status).toBe('2');
    const settled = (await sql<{ audit_status: number; audited_by: string; audit_memo: string }>`select audit_status::int as audit_status, audited_by, audit_memo from audit_item where asn_id = ${approvedId}`.execute(s.database.db)).rows;
    expect(settled).toEqual([{ audit_status: 2, audited_by: 'pr-manager', audit_memo: "Agreed with the ASN's approval by pr-manager" }]);

    const cancelledId = await submitted(bags.slice(5, 6));
    expect((await check(cancelledId, '6')).status).toBe(200);
    const cancel = await s.call({ method: 'POST', url: '/api/v1/asn/admin/orders/transition/cancel', token: manager, payload: { items: [{ id: cancelledId }] } });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await asn(cancelledId)).status).toBe('8');
    expect(await items(cancelledId)).toEqual([]); // nobody is left to decide prices of a cancelled ASN
  });
});
