import { defineResource } from '../../../../schema';
import { date, decimal, enumOf, integer, label, money, reference, text } from '../../../../schema/fields';

export const EDI855_ACCESS = { permissions: ['manage-855-manager'], write: [] as string[] };

export const ACK_TYPES = [
  { value: 'AD', label: label('Accepted, no change', '接受，无变更'), color: 'success' as const },
  { value: 'AC', label: label('Accepted with changes', '接受，有变更'), color: 'warning' as const },
];
export const ITEM_ACK = [
  { value: 'IA', label: label('Accepted', '接受') },
  { value: 'IQ', label: label('Quantity changed', '数量变更') },
];

/** The 855 acknowledgement generated when an 850 is sent; read-only (it is what was sent). */
export const edi855 = defineResource({
  name: 'edi855',
  api: { base: '/api/v2/855' },
  route: '/shipment/order/855',
  access: EDI855_ACCESS,
  menu: { group: 'shipment', section: 'order', order: 31 },
  label: label('EDI 855 acknowledgements', 'EDI 855 订单确认'),
  recordLabel: label('EDI 855 acknowledgement', 'EDI 855 订单确认'),
  fields: {
    ack_no: text(label('Acknowledgement no.', '确认单号'), { required: true, unique: true, maxBytes: 30, upperCase: true }),
    edi850_id: reference(label('EDI 850', 'EDI 850'), 'edi850', { required: true, unique: true }),
    po_no: text(label('Customer PO no.', '客户 PO 号'), { required: true, maxBytes: 22, upperCase: true }),
    customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
    ack_type: enumOf(label('Acknowledgement', '确认类型'), ACK_TYPES, { required: true }),
    ack_date: date(label('Acknowledged on', '确认日期'), { required: true }),
    control_no: text(label('Interchange control no.', '交换控制号'), { required: true, maxBytes: 9 }),
    receiver_id: text(label('Sent to (EDI id)', '发送至（EDI 代码）'), { required: true, maxBytes: 15 }),
  },
  titleField: 'ack_no',
  list: {
    columns: ['ack_no', 'po_no', 'customer_id', 'ack_type', 'ack_date', 'control_no', 'receiver_id'],
    search: ['ack_no', 'po_no', 'control_no'],
    sort: { field: 'ack_date', order: 'DESC' },
  },
  importExport: false,
  // "Export X12" sits in the list's bulk-action bar: it exports the selection.
  views: { show: 'edi855Show' },
  actions: { bulk: ['exportX12'] },
  lines: {
    items: {
      label: label('Items', '明细'),
      table: 'edi855_item',
      parentField: 'edi855_id',
      fields: {
        line_no: integer(label('Line', '行号'), { readOnly: true }),
        mpn: text(label('MPN', '原厂料号'), { required: true, maxBytes: 48 }),
        cpn: text(label('Customer part no.', '客户料号'), { maxBytes: 48 }),
        ack_status: enumOf(label('Item status', '行状态'), ITEM_ACK, { required: true }),
        qty: decimal(label('Quantity', '数量'), { required: true, scale: 3 }),
        uom: text(label('Unit', '单位'), { required: true, maxBytes: 2 }),
        unit_price: money(label('Unit price', '单价'), { required: true, scale: 4 }),
      },
      columns: ['mpn', 'cpn', 'ack_status', 'qty', 'uom', 'unit_price'],
      titleField: 'mpn',
      orderField: 'line_no',
      grid: false,
    },
  },
});
