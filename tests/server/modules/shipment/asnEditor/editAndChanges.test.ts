// Reopening a saved ASN in the editor (GET /api/v1/asn/edit/order/{id}): each item with the groups and
// bags it may draw from and its stored bags as takes (whole packages and the opened one summed per
// bag), only in the states each way allows, within the caller's scope. Then what a modify request
// changes, readably (GET /api/v2/asn/order/asn-modify/{id}/changes): against the ASN now while it
// waits, against the ASN as the agreeing found it once applied; only for the request's auditors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AsnEditAnswer, AsnModifyChanges } from '../../../../../src/resources/shipment/asn/model/editorContract';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';
import { firstCustomer, freeBags, itemFrom, type FreeBag } from '../asn/asnFixture';
import { userWith } from '../stageUsers';

describe('ASN editor: reopening an ASN and a change request readably', () => {
  let s: TestServer;
  let supplier: string;
  let other: string;
  let reader: string;
  let auditor: string;
  let customer: number;
  let bags: FreeBag[];
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    supplier = await userWith(s, 'ed-supplier', ['send-asn']);
    other = await userWith(s, 'ed-other', ['send-asn']);
    reader = await userWith(s, 'ed-reader', ['view-asn']);
    auditor = await userWith(s, 'ed-auditor', ['manage-asn-modify']);
    customer = await firstCustomer(s);
    bags = await freeBags(s, 2);
  }, 600_000);
  afterAll(() => s?.close());

  const get = (url: string, token: string) => s.call({ method: 'GET', url, token });

  it('answers a draft with its stock and its takes; a submitted one only as a modify; nobody else\'s', async () => {
    const bag = bags[0];
    const made = await s.call({ method: 'POST', url: '/api/v1/asn/order', token: supplier, payload: { ship_customer_id: customer, plant: 'SZ01', items: [itemFrom(bag, 2, 1)] } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = (made.body.data as { id: number }).id;

    const res = await get(`/api/v1/asn/edit/order/${id}`, supplier);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const asn = res.body.data as AsnEditAnswer;
    expect([asn.status, asn.is_modify, asn.header.ship_customer_id, asn.header.plant]).toEqual(['0', false, customer, 'SZ01']);
    expect(asn.header.customer).not.toBe('');
    const [item] = asn.items;
    expect([item.material_id, item.totalQty, item.orderNo, item.po_line]).toEqual([bag.material_id, String(bag.qty * 2 + 1), '', null]);
    // Two bag rows stored (2 whole packages, 1 piece of an opened one): one take of the bag.
    expect(item.takes).toEqual([{ bag_id: bag.id, qty: String(bag.qty * 2 + 1) }]);
    const offered = item.group.find((g) => g.id === bag.inventory_id);
    expect(offered?.bags.some((b) => b.id === bag.id)).toBe(true);

    expect((await get(`/api/v1/asn/edit/order/${id}?is_modify=1`, supplier)).status).toBe(409);
    expect((await get(`/api/v1/asn/edit/order/${id}`, other)).status).toBe(404);
    expect((await get(`/api/v1/asn/edit/order/${id}`, reader)).status).toBe(200);
    expect((await get(`/api/v1/asn/edit/order/${id}`, auditor)).status).toBe(403);

    expect((await s.call({ method: 'POST', url: '/api/v1/asn/user/orders/transition/submit', token: supplier, payload: { items: [{ id }] } })).status).toBe(200);
    const plain = await get(`/api/v1/asn/edit/order/${id}`, supplier);
    expect(plain.status).toBe(409);
    expect(plain.body.message).toContain('modify request');
    const modify = await get(`/api/v1/asn/edit/order/${id}?is_modify=true`, supplier);
    expect(modify.status).toBe(200);
    expect((modify.body.data as AsnEditAnswer).is_modify).toBe(true);
  });

  it('shows a change request as field, before and after, while waiting and once applied', async () => {
    const [a, b] = bags;
    const made = (await s.call({ method: 'POST', url: '/api/v1/asn/order', token: supplier, payload: { ship_customer_id: customer, plant: 'SZ01', items: [itemFrom(a, 1, 0, '2.5')] } })).body.data as { id: number };
    await s.call({ method: 'POST', url: '/api/v1/asn/user/orders/transition/submit', token: supplier, payload: { items: [{ id: made.id }] } });
    const now = (await get(`/api/v1/asn/edit/order/${made.id}?is_modify=1`, supplier)).body.data as AsnEditAnswer;
    // One more package of the first part at another price, a second part added, the plant changed.
    const request = await s.call({ method: 'POST', url: '/api/v2/asn/order/modify-audit', token: supplier, payload: {
      asn_id: made.id, version: now.version, reason: 'Customer wants more', ship_customer_id: customer, plant: 'SZ02',
      items: [itemFrom(a, 2, 0, '2.40'), itemFrom(b, 1, 0, '3')],
    } });
    expect(request.status, JSON.stringify(request.body)).toBe(200);
    const reqId = (request.body.data as { id: number }).id;

    const expectChanges = (c: AsnModifyChanges, basis: string) => {
      expect([c.kind, c.basis]).toEqual(['modify', basis]);
      expect(c.header).toEqual([{ field: 'plant', before: 'SZ01', after: 'SZ02' }]);
      expect(c.items.map((i) => i.change)).toEqual(['changed', 'added']);
      expect(c.items[0].fields).toEqual([
        { field: 'total_qty', before: String(a.qty), after: String(a.qty * 2) },
        { field: 'price', before: '2.5', after: '2.4' },
        { field: 'bags', before: `1|${a.qty}`, after: `1|${a.qty * 2}` },
      ]);
      expect(c.items[1].fields.map((f) => [f.field, f.before, f.after])).toEqual([['total_qty', '', String(b.qty)], ['price', '', '3'], ['bags', '', `1|${b.qty}`]]);
    };
    const waiting = await get(`/api/v2/asn/order/asn-modify/${reqId}/changes`, auditor);
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
    expectChanges(waiting.body.data as AsnModifyChanges, 'current');
    expect((await get(`/api/v2/asn/order/asn-modify/${reqId}/changes`, supplier)).status).toBe(403);
    expect((await get('/api/v2/asn/order/asn-modify/99999999/changes', auditor)).status).toBe(404);

    const agreed = await s.call({ method: 'POST', url: '/api/v2/asn/order/asn-modify/transition/audit', token: auditor, payload: { items: [{ id: reqId }], status: 'agreed' } });
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    // Applied: the ASN now equals the proposal, yet the request still reads as the change it made.
    expectChanges((await get(`/api/v2/asn/order/asn-modify/${reqId}/changes`, auditor)).body.data as AsnModifyChanges, 'applied');
  });
});
