import { defineResource } from '../../../../schema';
import { datetime, enumOf, integer, label, reference, text } from '../../../../schema/fields';

/**
 * Every move of the 3PL warehouse's stock, written by the server when a notice is received or shipped:
 * read-only (its only permission is a view- one).
 */
export const bangtaiHistory = defineResource({
  name: 'bangtai_history',
  api: { base: '/api/v1/bangtai/history' },
  route: '/management/inventories/bangtaiInventoryHistory',
  access: { permissions: ['view-inventory-history'] },
  menu: { group: 'management', section: 'inventories', order: 20 },
  label: label('Bangtai inventory history', '邦泰库存历史'),
  recordLabel: label('Bangtai stock move', '邦泰库存变动'),
  fields: {
    moved_at: datetime(label('Moved at', '变动时间'), { required: true }),
    direction: enumOf(label('Direction', '方向'), [
      { value: 'in', label: label('In', '入库'), color: 'success' },
      { value: 'out', label: label('Out', '出库'), color: 'info' },
    ], { required: true }),
    doc_no: text(label('Document no.', '单据号'), { maxBytes: 30 }),
    customer_no: text(label('Customer no.', '客户编号'), { required: true, maxBytes: 30 }),
    material_id: reference(label('MPN', '原厂料号'), 'material', { required: true }),
    lot_no: text(label('Lot / date code', '批次/日期码'), { required: true, maxBytes: 40 }),
    qty: integer(label('Quantity moved', '变动数量'), { required: true }),
    balance: integer(label('Balance after', '变动后结存'), { required: true, min: 0 }),
  },
  titleField: 'doc_no',
  list: {
    columns: ['moved_at', 'direction', 'doc_no', 'customer_no', 'material_id', 'lot_no', 'qty', 'balance', 'created_by'],
    search: ['doc_no', 'customer_no', 'lot_no'],
    sort: { field: 'moved_at', order: 'DESC' },
  },
  importExport: { import: false, export: true },
});
