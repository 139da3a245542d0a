// The ASN calls on a real database: a whole ASN saved with items and bags in one transaction (R16
// limits, R17 truncation, R21 bag totals against the stock, named by row as R22 says; a refusal
// writes nothing), R19 price notes, R20 order status, the supplier's scope, and the generic line
// saves closed so nothing bypasses those checks.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';
import { userWith } from '../stageUsers';
import { firstCustomer, freeBags, itemFrom, type FreeBag } from './asnFixture';

interface Asn { id: number; version: number; invoice_no: string; status: string; item_count: number; total_qty: number; price_warning: string; remark: string; items: { remark: string; price_warning: string; bags: { total: number; is_split: boolean }[] }[] }

describe('ASN orders', () => {
  let s: TestServer;
  let supplier: string;
  let other: string;
  let customer: number;
  let bags: FreeBag[];
  const create = (payload: Record<string, unknown>, token = supplier) => s.call({ method: 'POST', url: '/api/v1/asn/order', token, payload });
  const count = async () => Number((await sql<{ n: number }>`select count(*)::int as n from asn_order`.execute(s.database.db)).rows[0].n);

  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    supplier = await userWith(s, 'asn-supplier', ['send-asn']);
    other = await userWith(s, 'asn-supplier2', ['send-asn']);
    customer = await firstCustomer(s);
    bags = await freeBags(s, 2);
  }, 600_000);
  afterAll(() => s?.close());

  it('saves an ASN with its items and bags at once, numbered, with a split package and the totals', async () => {
    const res = await create({ ship_customer_id: customer, ship_date: '2026-12-01', items: [itemFrom(bags[0], 2, 1), itemFrom(bags[1], 1, 0)] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const asn = res.body.data as Asn;
    expect(asn.invoice_no).toMatch(/^ASN-\d{4}-\d{6}$/);
    expect(asn.status).toBe('0');
    expect(Number(asn.item_count)).toBe(2);
    expect(Number(asn.total_qty)).toBe(bags[0].qty * 2 + 1 + bags[1].qty);
    // The answer holds the items, not the bags (what was sent); the ASN read back holds them as stored.
    expect(asn.items.map((i) => 'bags' in i)).toEqual([false, false]);
    const read = (await s.call({ method: 'GET', url: `/api/v1/asn/order/${asn.id}`, token: supplier })).body.data as Asn;
    expect(read.items[0].bags.map((b) => [Number(b.total), b.is_split])).toEqual([[bags[0].qty * 2, false], [1, true]]);
  });

  it("keeps each save's bags in its event as written, without the keys the event states; a bag row's id sent is not written", async () => {
    const bag = bags[1];
    const bagNo = (await sql<{ bag_no: string; mpq: number }>`select bag_no, mpq::int as mpq from inventory_bag where id = ${bag.id}`.execute(s.database.db)).rows[0];
    const made = await create({ ship_customer_id: customer, items: [itemFrom(bag, 1, 1)] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const asn = made.body.data as Asn;
    const row = (qty: number, split: boolean) => ({ item_no: 1, inventory_id: bag.inventory_id, bag_id: bag.id, bag_no: bagNo.bag_no, on_way: false, mpq: bagNo.mpq, qty, copies: 1, total: qty, is_split: split });
    const stored = await sql<{ id: number; line_no: number; total: number }>`select id::int as id, line_no, total from asn_bag where asn_id = ${asn.id} order by line_no`.execute(s.database.db);
    expect(stored.rows.map((r) => [r.line_no, Number(r.total)])).toEqual([[1, bag.qty], [2, 1]]);
    const updated = await s.call({ method: 'PUT', url: `/api/v1/asn/order/${asn.id}`, token: supplier, payload: { version: asn.version, ship_customer_id: customer, items: [itemFrom(bag, 1, 0)] } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const events = (await sql<{ action: string; before: string | null; after: string }>`select action, before::text as before, after::text as after from events where resource = 'my_asn' and record_id = ${asn.id} order by id`.execute(s.database.db)).rows;
    const bagsOf = (json: string | null) => (JSON.parse(json ?? '{}') as { bags: unknown[] }).bags;
    expect(events.map((e) => e.action)).toEqual(['create', 'update']);
    expect(bagsOf(events[0].after)).toEqual([row(bag.qty, false), row(1, true)]);
    // The update's before (read back from the table) and after (as written) in the same shape.
    expect(bagsOf(events[1].before)).toEqual([row(bag.qty, false), row(1, true)]);
    expect(bagsOf(events[1].after)).toEqual([row(bag.qty, false)]);
    // The bags are written afresh: a row's id in the body (another ASN's row here) is not taken.
    const taken = (await sql<{ id: number }>`select id::int as id from asn_bag where asn_id = ${asn.id}`.execute(s.database.db)).rows[0].id;
    const other = await create({ ship_customer_id: customer, items: [{ ...itemFrom(bag, 1, 0), bags: [{ ...itemFrom(bag, 1, 0).bags[0], id: taken }] }] });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const otherRows = await sql<{ id: number }>`select id::int as id from asn_bag where asn_id = ${(other.body.data as Asn).id}`.execute(s.database.db);
    expect(otherRows.rows.map((r) => r.id)).not.toContain(taken);
  });

  it('refuses bags that do not add up to the quantity (R21), naming the row; nothing is written', async () => {
    const before = await count();
    const item = { ...itemFrom(bags[0], 1, 0), total_qty: bags[0].qty + 5 };
    const res = await create({ ship_customer_id: customer, items: [itemFrom(bags[1], 1, 0), item] });
    expect(res.status).toBe(400);
    // The editor's words (allocation.ts), the same rule on both sides.
    expect(res.body.message).toMatch(new RegExp(`^Row 2 .+: the bags add up to ${bags[0].qty}, the item's quantity is ${bags[0].qty + 5}$`));
    expect(await count()).toBe(before);
  });

  it('refuses a split of several packages, more than a bag holds, and one bag taken by two items beyond what it holds (R21)', async () => {
    const split = await create({ ship_customer_id: customer, items: [{ material_id: bags[0].material_id, total_qty: 2, price: '1', bags: [{ inventory_id: bags[0].inventory_id, bag_id: bags[0].id, qty: 1, copies: 2 }] }] });
    expect(split.status).toBe(400);
    expect(split.body.message).toMatch(/take whole packages, or split one package alone/);
    // A bag id that is no whole number is refused by the row check (the stock is read before it, by the ids that are).
    const junk = await create({ ship_customer_id: customer, items: [{ material_id: bags[0].material_id, total_qty: 1, price: '1', bags: [{ inventory_id: bags[0].inventory_id, bag_id: 'x', qty: 1, copies: 1 }] }] });
    expect(junk.status).toBe(400);
    expect((junk.body.errors as { field: string }[]).map((e) => e.field)).toContain('items.0.bags.bag_id');
    const over = bags[0].copies + 1;
    const tooMany = await create({ ship_customer_id: customer, items: [itemFrom(bags[0], over, 0)] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(new RegExp(`bag .+ holds ${bags[0].qty * bags[0].copies}, ${bags[0].qty * over} taken`));
    // Two items each taking the whole bag: each alone fits, together they take it twice.
    const whole = itemFrom(bags[0], bags[0].copies, 0);
    const twice = await create({ ship_customer_id: customer, items: [whole, whole] });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toMatch(new RegExp(`^Row 2 .+: bag .+ holds ${bags[0].qty * bags[0].copies}, the items take ${bags[0].qty * bags[0].copies * 2} together$`));
  });

  it('limits the items to 150, and to 50 for a VMI bill-to, each with its own message (R16)', async () => {
    const plain = { material_id: bags[0].material_id, total_qty: 1, price: '1' };
    const many = await create({ ship_customer_id: customer, items: Array.from({ length: 151 }, () => plain) });
    expect(many.status).toBe(400);
    expect(many.body.message).toContain('An invoice may have at most 150 items');
    const vmi = Number((await sql<{ id: number }>`insert into bill_to (code, name, vmi, status, created_by, updated_by) values ('TVMI1', 'Test VMI hub', true, 'active', 't', 't') returning id`.execute(s.database.db)).rows[0].id);
    const vmiMany = await create({ ship_customer_id: customer, bill_to_id: vmi, items: Array.from({ length: 51 }, () => plain) });
    expect(vmiMany.status).toBe(400);
    expect(vmiMany.body.message).toContain('An invoice to a VMI bill-to may have at most 50 items');
    const fifty = await create({ ship_customer_id: customer, bill_to_id: vmi, items: Array.from({ length: 50 }, () => plain) });
    expect(fifty.status, JSON.stringify(fifty.body)).toBe(200);
  });

  it('truncates the remark to 500 and an item remark to 250 UTF-8 bytes (R17)', async () => {
    const res = await create({ ship_customer_id: customer, remark: '备'.repeat(200), items: [{ material_id: bags[0].material_id, total_qty: 1, price: '1', remark: 'x'.repeat(300) }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const asn = res.body.data as Asn;
    expect(Buffer.byteLength(asn.remark)).toBe(498); // 166 characters of 3 bytes: the 167th would pass 500
    expect(asn.items[0].remark).toHaveLength(250);
  });

  it('notes the price check on each item and the worst on the ASN (R19): warnings, not refusals', async () => {
    const priced = (await sql<{ material_id: number; quote: string }>`select material_id::int as material_id, (ceil(max(quote_price) * 10000) / 10000)::numeric(20, 4)::text as quote from price_ti
      where fb = false and quote_price > 0.01 and valid_from <= current_date and (valid_to is null or valid_to >= current_date) group by material_id order by material_id limit 1`.execute(s.database.db)).rows[0];
    const unpriced = (await sql<{ id: number }>`select id::int as id from material m where not exists (select 1 from price_ti p where p.material_id = m.id) order by id limit 1`.execute(s.database.db)).rows[0];
    const res = await create({ ship_customer_id: customer, items: [
      { material_id: priced.material_id, total_qty: 1, price: priced.quote },
      { material_id: priced.material_id, total_qty: 1, price: '0.0001' },
      { material_id: unpriced.id, total_qty: 1, price: '1' },
    ] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const asn = res.body.data as Asn;
    expect(asn.items[0].price_warning).toBe('ok');
    expect(['srp', 'maxout']).toContain(asn.items[1].price_warning);
    expect(asn.items[2].price_warning).toBe('no_price');
    expect(['no_price', 'maxout']).toContain(asn.price_warning);
  });

  it('checks the order status: a missing order item and more than is open are errors (R20)', async () => {
    const order = (await sql<{ order_no: string; mpn: string; qty: number }>`select o.order_no, m.mpn, sum(i.qty)::int as qty from customer_order o join customer_order_item i on i.order_id = o.id join material m on m.id = i.material_id
      where o.status = 'open' group by o.order_no, m.mpn having sum(i.qty) > 1 order by o.order_no limit 1`.execute(s.database.db)).rows[0];
    const check = (items: Record<string, unknown>[]) => s.call({ method: 'POST', url: '/api/v2/asn/order/status', token: supplier, payload: { items } });
    const fine = await check([{ order_no: order.order_no, mpn: order.mpn, qty: 1 }]);
    expect(fine.status).toBe(200);
    expect(fine.body.data).toMatchObject({ status: 0, items: [{ over_qty: false, no_item: false }] });
    const bad = await check([{ order_no: order.order_no, mpn: order.mpn, qty: order.qty + 1_000_000 }, { order_no: 'NO-SUCH-ORDER', mpn: order.mpn, qty: '1,000' }]);
    expect(bad.body.data).toMatchObject({ status: 1, items: [{ over_qty: true, no_item: false }, { no_item: true }] });
  });

  it('counts against an order what the items before it and the other live ASNs take, not the ASN checked (R20)', async () => {
    const order = (await sql<{ order_no: string; material_id: number; mpn: string }>`select o.order_no, m.id::int as material_id, m.mpn from customer_order o join customer_order_item i on i.order_id = o.id join material m on m.id = i.material_id
      where o.status = 'open' group by o.order_no, m.id, m.mpn having sum(i.qty) > 4 order by o.order_no desc limit 1`.execute(s.database.db)).rows[0];
    type Status = { items: { over_qty: boolean; no_item: boolean; open_qty: number | null }[] };
    const check = async (payload: Record<string, unknown>) => (await s.call({ method: 'POST', url: '/api/v2/asn/order/status', token: supplier, payload })).body.data as Status;
    const byMpn = { order_no: order.order_no.toLowerCase(), mpn: order.mpn };
    const open = Number((await check({ items: [{ ...byMpn, qty: 1 }] })).items[0].open_qty);
    expect(open).toBeGreaterThan(2);
    // Each item's open quantity is less what the ones before it ask (the part named by id or by MPN alike).
    const three = await check({ items: [{ ...byMpn, qty: open - 1 }, { order_no: order.order_no, material_id: order.material_id, qty: 1 }, { ...byMpn, qty: 1 }] });
    expect(three.items.map((i) => [i.over_qty, i.open_qty])).toEqual([[false, open], [false, 1], [true, 0]]);
    // A draft shipping 2 of it: the others see 2 less; checking that ASN itself leaves it out.
    const draft = await create({ ship_customer_id: customer, items: [{ order_no: order.order_no, material_id: order.material_id, total_qty: 2, price: '1' }] });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect((await check({ items: [{ ...byMpn, qty: 1 }] })).items[0].open_qty).toBe(open - 2);
    expect((await check({ asn_id: (draft.body.data as Asn).id })).items[0]).toMatchObject({ over_qty: false, no_item: false, open_qty: open });
  });

  it("keeps a supplier to their own ASNs and closes the generic line saves", async () => {
    const mine = (await create({ ship_customer_id: customer, items: [{ material_id: bags[0].material_id, total_qty: 1, price: '1' }] })).body.data as Asn;
    expect((await s.call({ method: 'GET', url: `/api/v1/asn/order/${mine.id}`, token: other })).status).toBe(404);
    expect((await s.call({ method: 'PUT', url: `/api/v1/asn/order/${mine.id}`, token: other, payload: { version: mine.version, ship_customer_id: customer, items: [{ material_id: bags[0].material_id, total_qty: 2, price: '1' }] } })).status).toBe(404);
    // The generic saves would skip R21: the supplier may not write through them, a manager is pointed to the ASN calls.
    const generic = await s.call({ method: 'PUT', url: `/api/v1/asn/user/orders/${mine.id}/lines`, token: supplier, payload: { version: mine.version, items: [] } });
    expect(generic.status).toBe(403);
    const manager = await userWith(s, 'asn-manager', ['manage-asn']);
    const managerLines = await s.call({ method: 'PUT', url: `/api/v1/asn/admin/orders/${mine.id}/lines`, token: manager, payload: { version: mine.version, items: [] } });
    expect(managerLines.status).toBe(405);
    expect(managerLines.body.message).toMatch(/POST\/PUT \/api\/v1\/asn\/order/);
    expect((await s.call({ method: 'GET', url: `/api/v1/asn/order/${mine.id}`, token: supplier })).body.data).toMatchObject({ items: [{ total_qty: 1 }] });
    const list = await s.call({ method: 'GET', url: '/api/v1/asn/orders?page=1&size=500', token: other });
    expect((list.body.data as { list: { id: number }[] }).list.map((r) => r.id)).not.toContain(mine.id);
    const stale = await s.call({ method: 'PUT', url: `/api/v1/asn/order/${mine.id}`, token: supplier, payload: { version: mine.version + 5, ship_customer_id: customer, items: [{ material_id: bags[0].material_id, total_qty: 2, price: '1' }] } });
    expect(stale.status).toBe(409);
    const saved = await s.call({ method: 'PUT', url: `/api/v1/asn/order/${mine.id}`, token: supplier, payload: { version: mine.version, ship_customer_id: customer, items: [{ material_id: bags[0].material_id, total_qty: 2, price: '1' }] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(Number((saved.body.data as Asn).total_qty)).toBe(2);
    expect((await s.call({ method: 'DELETE', url: `/api/v1/asn/order/${mine.id}`, token: supplier })).status).toBe(200);
    expect((await sql`select 1 from asn_item i where i.asn_id = ${mine.id}`.execute(s.database.db)).rows).toHaveLength(0);
  });

  it('demo: the supplier signs in to ASNs in every state, one of 150 items; the reviewer signs in too', async () => {
    const token = await s.login('supplier');
    const list = await s.call({ method: 'GET', url: '/api/v1/asn/user/orders?page=1&size=100', token });
    expect(list.status).toBe(200);
    const rows = (list.body.data as { list: { status: string; item_count: number }[] }).list;
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['0', '1', '2', '3', '4', '6', '8', '9', '13']));
    expect(rows.some((r) => Number(r.item_count) === 150)).toBe(true);
    await s.login('reviewer');
    const requests = await sql<{ kind: string }>`select kind from asn_modify where status = 'pending' and created_by = 'supplier' order by kind`.execute(s.database.db);
    expect(requests.rows.map((r) => r.kind)).toEqual(['modify', 'return']);
  });

  it("answers the supplier's stock of a part in the spec's shape, and its grouped totals", async () => {
    const bag = bags[1];
    const res = await s.call({ method: 'GET', url: `/api/v1/asn/user/inventories?material_id=${bag.material_id}`, token: supplier });
    expect(res.status).toBe(200);
    const [part] = res.body.data as { group: { id: number; bags: { onHand: { id: number; qty: string; copies: number; total: string; isSplit: boolean }[] } }[] }[];
    const group = part.group.find((g) => g.id === bag.inventory_id)!;
    expect(group.bags.onHand.find((b) => b.id === bag.id)).toMatchObject({ qty: String(bag.qty), isSplit: false });
    const grouped = await s.call({ method: 'GET', url: `/api/v1/asn/user/inventories/group?material_id=${bag.material_id}`, token: supplier });
    expect(Number((grouped.body.data as { onHandQty: string }[])[0].onHandQty)).toBeGreaterThan(0);
    expect((await s.call({ method: 'GET', url: '/api/v1/asn/user/inventories', token: supplier })).status).toBe(400);
  });
});
