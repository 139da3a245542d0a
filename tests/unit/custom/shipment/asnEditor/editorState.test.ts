// The editor reopening a saved ASN: its header and items as answered, its stored takes kept per bag,
// and a save body that sends back what the item had (no order line invented for an item without one;
// a take of whole packages plus one opened package written as two bag rows).
import { describe, expect, it } from 'vitest';
import { bodyOf, editorReducer, emptyState } from '../../../../../src/custom/shipment/asnEditor/editorState';
import type { AsnEditorItem } from '../../../../../src/resources/shipment/asn/model/editorContract';

const item = (over: Partial<AsnEditorItem>): AsnEditorItem => ({
  order_id: 0, order_item_id: 0, orderNo: '', po_line: null, material_id: 7, MPN: 'PART-7', CPN: null, LMPN: 'L-7', manufacturer: '',
  totalQty: '2500', orderQty: '2500', price: '1.5000', quotePrice: null, srp: null, maxout_price: null, remark: '', overQty: false, isExistOrder: false,
  group: [{ id: 3, sloc_code: 'S1', supplier: 'X', brand: null, status_cargo: 'normal', onHandQty: '3000', onWayQty: '0',
    bags: [{ id: 11, bag_no: 'B11', mpq: '1000', org_mpq: '1000', qty: '1000', copies: 3, is_split: false, on_way: false }] }],
  takes: [{ bag_id: 11, qty: '2500' }],
  ...over,
});

describe('ASN editor state: a reopened ASN', () => {
  it('loads the header and takes as saved and writes them back as bag rows', () => {
    const header = { ship_customer_id: 4, customer: 'Acme', bill_to_id: null, bill_to: '', currency: 'USD', plant: 'SZ01', ship_date: '2026-12-01', remark: 'r' };
    const state = editorReducer(emptyState, { type: 'loadAsn', header, items: [item({}), item({ orderNo: 'CO-1', po_line: 2, takes: [] })] });
    expect(state.header).toEqual(header);
    expect(state.items[0].takes).toEqual({ 11: '2500' });
    const body = bodyOf(state) as { items: Record<string, unknown>[]; plant: string; ship_customer_id: number };
    expect([body.ship_customer_id, body.plant]).toEqual([4, 'SZ01']);
    expect(body.items[0]).not.toHaveProperty('order_no');
    expect(body.items[0]).not.toHaveProperty('po_line');
    expect(body.items[0]).toMatchObject({ lmpn: 'L-7', total_qty: '2500', price: '1.5000' });
    expect(body.items[0].bags).toEqual([{ inventory_id: 3, bag_id: 11, qty: '1000', copies: 2 }, { inventory_id: 3, bag_id: 11, qty: '500', copies: 1 }]);
    expect(body.items[1]).toMatchObject({ order_no: 'CO-1', po_line: '2', bags: [] });
  });
});
