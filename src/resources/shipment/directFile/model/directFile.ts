import { defineResource } from '../../../../schema';
import { date, enumOf, integer, label, reference, remarkField, text } from '../../../../schema/fields';

export const DIRECT_ACCESS = { permissions: ['manage-direct-manager'] };

/**
 * A direct (drop) shipment: goods the supplier ships straight to the customer. Rows come from the
 * supplier's file (the import) or by hand; sync links each to the customer's EDI 850 of its PO.
 */
export const directFile = defineResource({
  name: 'direct_file',
  api: { base: '/api/v2/direct' },
  route: '/shipment/directFile',
  routeAliases: { edit: 'Edit/:id', create: 'Create' },
  access: DIRECT_ACCESS,
  menu: { group: 'shipment', section: 'directFile', order: 1 },
  label: label('Direct shipment files', '直发文件'),
  recordLabel: label('Direct shipment', '直发记录'),
  fields: {
    file_no: text(label('Direct no.', '直发单号'), { required: true, unique: true, maxBytes: 30, upperCase: true }),
    customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
    po_no: text(label('Customer PO no.', '客户 PO 号'), { required: true, maxBytes: 22, upperCase: true }),
    material_id: reference(label('Material', '物料'), 'material', { required: true }),
    qty: integer(label('Quantity', '数量'), { required: true, min: 1 }),
    supplier: text(label('Supplier', '供应商'), { required: true, maxBytes: 100 }),
    ship_date: date(label('Ship date', '发货日期'), { required: true }),
    carrier: text(label('Carrier', '承运商'), { maxBytes: 60 }),
    tracking_no: text(label('Tracking no.', '运单号'), { maxBytes: 40 }),
    edi850_id: reference(label('EDI 850', 'EDI 850'), 'edi850', { readOnly: true }),
    match_status: enumOf(label('850 match', '850 匹配'), [
      { value: 'unmatched', label: label('Not matched', '未匹配'), color: 'warning' as const },
      { value: 'matched', label: label('Matched', '已匹配'), color: 'success' as const },
    ], { required: true, defaultValue: 'unmatched', readOnly: true }),
    remark: remarkField(),
  },
  titleField: 'file_no',
  list: {
    columns: ['file_no', 'customer_id', 'po_no', 'material_id', 'qty', 'supplier', 'ship_date', 'tracking_no', 'match_status'],
    search: ['file_no', 'po_no', 'supplier', 'tracking_no'],
    sort: { field: 'ship_date', order: 'DESC' },
  },
  naturalKey: ['file_no'],
  actions: { list: ['syncDirect'], row: ['directNote'], show: ['directNote'] },
});
