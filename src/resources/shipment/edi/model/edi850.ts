import { defineResource } from '../../../../schema';
import { date, datetime, decimal, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';

/** The 850 screens' three permissions: each grants only its own action (reading, editing, sending). */
export const EDI850_QUERY = 'manage-850-query-manager';
export const EDI850_EDIT = 'manage-850-edit-manager';
export const EDI850_SEND = 'manage-850-send-manager';
export const EDI850_ACCESS = { permissions: [EDI850_QUERY, EDI850_EDIT, EDI850_SEND], write: [EDI850_EDIT] };
export const SEND_850_EFFECT = 'edi.send850';

export const EDI850_STATUSES = [
  { value: 'received', label: label('Received', '已接收'), color: 'warning' as const },
  { value: 'sent', label: label('Acknowledged (855 sent)', '已确认（855 已发送）'), color: 'success' as const },
];

/**
 * A customer's purchase order received as an ASC X12 850 (BEG, N1, PO1, CTT). Clerks correct its
 * items, then "send" it: the 855 acknowledgement is generated and queued in the EDI outbox.
 */
export const edi850 = defineResource({
  name: 'edi850',
  api: { base: '/api/v2/850' },
  route: '/shipment/order/850',
  routeAliases: { show: 'detail/:id' },
  access: EDI850_ACCESS,
  menu: { group: 'shipment', section: 'order', order: 30 },
  label: label('EDI 850 purchase orders', 'EDI 850 采购订单'),
  recordLabel: label('EDI 850 purchase order', 'EDI 850 采购订单'),
  fields: {
    po_no: text(label('Customer PO no.', '客户 PO 号'), { required: true, maxBytes: 22, upperCase: true }),
    customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
    po_date: date(label('PO date', 'PO 日期'), { required: true }),
    purpose: enumOf(label('Purpose', '用途'), [
      { value: '00', label: label('Original', '原始') },
      { value: '05', label: label('Replace', '替换') },
      { value: '01', label: label('Cancellation', '取消') },
    ], { required: true, defaultValue: '00' }),
    po_type: enumOf(label('PO type', 'PO 类型'), [
      { value: 'SA', label: label('Stand-alone order', '独立订单') },
      { value: 'BK', label: label('Blanket order', '框架订单') },
      { value: 'DS', label: label('Drop ship', '直发') },
      { value: 'RL', label: label('Release', '下达') },
    ], { required: true, defaultValue: 'SA' }),
    currency: text(label('Currency', '币种'), { required: true, maxBytes: 3, upperCase: true, defaultValue: 'USD' }),
    ship_to: text(label('Ship to', '收货方'), { maxBytes: 60 }),
    sender_id: text(label('Sender EDI id', '发送方 EDI 代码'), { required: true, minLength: 2, maxBytes: 15, upperCase: true }),
    receiver_id: text(label('Receiver EDI id', '接收方 EDI 代码'), { required: true, minLength: 2, maxBytes: 15, upperCase: true }),
    control_no: text(label('Interchange control no.', '交换控制号'), { readOnly: true, maxBytes: 9, listHidden: true }),
    status: enumOf(label('Status', '状态'), EDI850_STATUSES, { required: true, defaultValue: 'received', readOnly: true }),
    sent_at: datetime(label('Sent at', '发送时间'), { readOnly: true, listHidden: true }),
    remark: remarkField(),
  },
  titleField: 'po_no',
  list: {
    columns: ['po_no', 'customer_id', 'po_date', 'po_type', 'currency', 'sender_id', 'status', 'updated_at'],
    search: ['po_no', 'sender_id', 'ship_to'],
    sort: { field: 'po_date', order: 'DESC' },
  },
  naturalKey: ['customer_id', 'po_no'],
  uniqueTogether: [['customer_id', 'po_no']],
  // The 850's own import and export are X12 files (server/modules/shipment/edi), not sheets.
  importExport: false,
  // "Export X12" sits in the list's bulk-action bar: it exports the selection.
  views: { show: 'edi850Show' },
  actions: { list: ['import850'], bulk: ['exportX12'] },
  states: {
    field: 'status',
    final: ['sent'],
    transitions: {
      send: { label: label('Send 855', '发送 855'), permissions: [EDI850_SEND], from: ['received'], to: 'sent', effect: SEND_850_EFFECT, reason: 'send 855' },
    },
    groups: {
      send: {
        label: label('Send 855', '发送 855'),
        title: label('Acknowledge and send', '确认并发送'),
        done: label('855 acknowledgement queued in the EDI outbox', '855 确认已放入 EDI 发件箱'),
        bulk: true,
        bulkLabel: label('Send selected', '发送所选'),
        bulkDone: label('%{done} acknowledged', '已确认 %{done} 张'),
        method: 'POST',
        path: 'send',
        noneIsConflict: true,
        placement: ['row', 'show'],
      },
    },
  },
  lines: {
    items: {
      label: label('Items', '明细'),
      table: 'edi850_item',
      parentField: 'edi850_id',
      fields: {
        line_no: integer(label('Line', '行号'), { readOnly: true }),
        cpn: text(label('Customer part no.', '客户料号'), { maxBytes: 48, upperCase: true }),
        mpn: text(label('MPN', '原厂料号'), { required: true, maxBytes: 48, upperCase: true }),
        material_id: reference(label('Material', '物料'), 'material'),
        qty: decimal(label('Quantity', '数量'), { required: true, scale: 3, min: 0.001 }),
        // What the customer ordered (set on import): the 855 says which lines were changed.
        ordered_qty: decimal(label('Ordered quantity', '原订数量'), { scale: 3, readOnly: true }),
        uom: text(label('Unit', '单位'), { required: true, maxBytes: 2, upperCase: true, defaultValue: 'EA' }),
        unit_price: money(label('Unit price', '单价'), { required: true, scale: 4 }),
        request_date: date(label('Request date', '需求日期')),
      },
      columns: ['cpn', 'mpn', 'material_id', 'qty', 'ordered_qty', 'uom', 'unit_price', 'request_date'],
      titleField: 'mpn',
      orderField: 'line_no',
      max: { count: 500, message: label('An 850 may have at most %{max} items', '一张 850 最多 %{max} 行') },
      totals: ['qty'],
    },
  },
});
