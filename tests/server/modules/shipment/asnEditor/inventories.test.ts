// The ASN editor's reads: open orders for the picker, an order's items with the stock they may draw
// from (bags reserved for another order withheld), and the sheet import allocated automatically
// (R21 holds on its answer; bad rows named as R22 says, R16's limit). Nothing is written.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../../../../server/db/retry';
import { applyStockMoves } from '../../../../../server/modules/management/inventories/stock/moves';
import type { AsnImportAnswer, AsnInventoriesAnswer, AsnOpenOrder } from '../../../../../src/resources/shipment/asn/model/editorContract';
import { bagIndex, checkItemBags } from '../../../../../src/resources/shipment/asn/model/allocation';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';
import { multipart } from '../../master/upload';

describe('ASN editor: inventories of orders and the sheet import', () => {
  let s: TestServer;
  let admin: string;
  let orderId: number;
  let mpn: string;
  const SUPPLIER = 'ASN-EDITOR-TEST';
  const csv = (lines: string[]) => multipart({ name: 'asn.csv', type: 'text/csv', data: Buffer.from(['Order no.,Line,Qty,Remark', ...lines].join('\n')) });
  const get = (url: string, token = admin) => s.call({ method: 'GET', url, token });

  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    admin = await s.login('admin');
    const db = s.database.db;
    const customer = Number((await sql<{ id: number }>`select min(id) as id from ship_customer`.execute(db)).rows[0].id);
    const m = (await sql<{ id: number; mpn: string }>`select id::int as id, mpn from material where id not in (select material_id from inventory) order by id desc limit 1`.execute(db)).rows[0];
    mpn = m.mpn;
    const sloc = Number((await sql<{ id: number }>`select min(id)::int as id from sloc`.execute(db)).rows[0].id);
    await writeTransaction(db, (trx) => applyStockMoves(trx, [
      { kind: 'receive', material_id: m.id, sloc_id: sloc, supplier: SUPPLIER, qty: '2500', mpq: '1000' },
      { kind: 'on_way', material_id: m.id, sloc_id: sloc, supplier: SUPPLIER, qty: '5000', mpq: '5000' },
    ], { name: 'test' }));
    const made = await s.call({ method: 'POST', url: '/api/v1/order/lines', token: admin, payload: { order_no: 'ASNED-1', customer_id: customer, currency: 'USD', order_date: '2026-11-20', status: 'open', items: [{ material_id: m.id, qty: 2600, unit_price: '0.5' }] } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    orderId = (made.body.data as { id: number }).id;
  });
  afterAll(() => s.close());

  it('lists open orders for the picker and answers an order\'s items with their groups and bags', async () => {
    const picker = await get('/api/v1/order/asn/inventories?keyword=ASNED');
    expect(picker.status, JSON.stringify(picker.body)).toBe(200);
    expect((picker.body.data as { list: AsnOpenOrder[] }).list.map((o) => [o.orderNo, o.itemCount])).toEqual([['ASNED-1', 1]]);

    const res = await get(`/api/v1/order/asn/inventories?orders=${orderId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body.data as AsnInventoriesAnswer;
    expect(answer.groupBy).toBe('orderNo');
    const [item] = answer.groups[0].items;
    expect([answer.groups[0].key, item.MPN, item.totalQty, item.price, item.po_line]).toEqual(['ASNED-1', mpn, '2600', '0.5000', 1]);
    const mine = item.group;
    expect(mine.map((g) => g.supplier)).toEqual([SUPPLIER]);
    expect([mine[0].onHandQty, mine[0].onWayQty]).toEqual(['2500', '5000']);
    expect(mine[0].bags.map((b) => [b.qty, b.copies, b.on_way])).toEqual([['1000', 2, false], ['500', 1, false], ['5000', 1, true]]);

    const byMpn = (await get(`/api/v1/order/asn/inventories?orders=${orderId}&groupBy=mpn`)).body.data as AsnInventoriesAnswer;
    expect(byMpn.groups.map((g) => g.key)).toEqual([mpn]);
    const bad = await get(`/api/v1/order/asn/inventories?orders=${orderId}&groupBy=line`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('groupBy');
  });

  it('withholds a bag reserved for another order, and refuses callers without send-asn or manage-asn', async () => {
    const bag = (await sql<{ id: number }>`select b.id::int as id from inventory_bag b join inventory g on g.id = b.inventory_id where g.supplier = ${SUPPLIER} and b.qty = 500`.execute(s.database.db)).rows[0].id;
    await sql`update inventory_bag set assigned_no = 'SO-OTHER' where id = ${bag}`.execute(s.database.db);
    const answer = (await get(`/api/v1/order/asn/inventories?orders=${orderId}`)).body.data as AsnInventoriesAnswer;
    const ids = answer.groups[0].items[0].group.flatMap((g) => g.bags.map((b) => b.id));
    expect(ids).not.toContain(bag);
    await sql`update inventory_bag set assigned_no = null where id = ${bag}`.execute(s.database.db);
    const viewer = await s.login('viewer');
    expect((await get(`/api/v1/order/asn/inventories?orders=${orderId}`, viewer)).status).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/v1/asn/import/inventories', token: viewer, ...csv(['ASNED-1,1,100,']) })).status).toBe(403);
  });

  it('imports a sheet into items allocated automatically (R21 holds), bad rows named by the sheet\'s row', async () => {
    const res = await s.call({ method: 'POST', url: '/api/v1/asn/import/inventories', token: admin, ...csv([`ASNED-1,1,"2,600",${'备'.repeat(100)}`]) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [item] = (res.body.data as AsnImportAnswer).groups[0].items;
    expect(item.totalQty).toBe('2600');
    expect(new TextEncoder().encode(item.remark).length).toBeLessThanOrEqual(250); // R17: cut, not refused
    expect(checkItemBags(item.totalQty, item.takes, bagIndex(item.group))).toEqual([]);
    // On hand first: 2 × 1000 whole, the 500 bag whole, then 100 from the on-way bag opened.
    const onWay = new Set(item.group.flatMap((g) => g.bags.filter((b) => b.on_way).map((b) => b.id)));
    expect(item.takes.filter((t) => onWay.has(t.bag_id)).map((t) => t.qty)).toEqual(['100']);

    const bad = await s.call({ method: 'POST', url: '/api/v1/asn/import/inventories', token: admin, ...csv(['ASNED-1,1,abc,', 'NO-SUCH,1,5,', ',1,5,']) });
    expect(bad.status).toBe(400);
    const errors = (bad.body.errors as { row: number; message: string }[]).map((e) => [e.row, e.message]);
    expect(errors).toEqual([
      [2, 'Row 1 ASNED-1: "abc" is not a quantity above 0'],
      [3, 'Row 2 NO-SUCH: order NO-SUCH is not an open order'],
      [4, 'Row 3: fill in order_no (order no., quantity and the line or the MPN)'],
    ]);
    const none = await s.call({ method: 'POST', url: '/api/v1/asn/import/inventories', token: admin, payload: {} });
    expect(none.status).toBe(400);
  });
});
