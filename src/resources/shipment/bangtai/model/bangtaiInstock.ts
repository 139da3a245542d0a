import { defineResource } from '../../../../schema';
import { integer, label, text } from '../../../../schema/fields';
import { BANGTAI_ACCESS, bangtaiStockFields } from './fields';

/**
 * What the 3PL warehouse holds now, per customer account, part and lot. Received inbound notices add
 * to it and shipped outbound notices take from it (PUT /api/v1/bangtai/{inbound|outbound}/status/{id});
 * the spec gives it a list and an export only.
 */
export const bangtaiInstock = defineResource({
  name: 'bangtai_instock',
  api: { base: '/api/v1/bangtai/instock' },
  route: '/shipment/bangtaiInventory',
  // Counts change only through received and shipped notices, so nobody writes them by hand.
  access: { ...BANGTAI_ACCESS, write: [] },
  menu: { group: 'shipment', section: 'bangtaiInventory', order: 1, visibleTo: { permissions: ['view-bangtai-inventory'] } },
  label: label('Bangtai in stock', '邦泰在库'),
  recordLabel: label('Bangtai stock line', '邦泰库存行'),
  fields: {
    ...bangtaiStockFields(),
    qty: integer(label('Quantity', '数量'), { required: true, min: 0 }),
    location: text(label('Bin location', '储位'), { maxBytes: 30, upperCase: true }),
  },
  titleField: 'lot_no',
  list: {
    columns: ['customer_no', 'material_id', 'lot_no', 'qty', 'location', 'updated_at'],
    search: ['customer_no', 'lot_no', 'location'],
    sort: { field: 'customer_no', order: 'ASC' },
  },
  naturalKey: ['customer_no', 'material_id', 'lot_no'],
  uniqueTogether: [['customer_no', 'material_id', 'lot_no']],
  importExport: { import: false, export: true },
  actions: { row: ['bangtaiByCustomer'], show: ['bangtaiByCustomer'] },
});
