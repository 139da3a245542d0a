import { defineResource } from '../../../../schema';
import { date, enumOf, integer, label, reference, remarkField, text } from '../../../../schema/fields';
import { MATCH_STATUSES, RECORD856_ACCESS } from './wire';

export const DIRECTIONS = [
  { value: 'out', label: label('Sent', '已发送'), color: 'primary' as const },
  { value: 'in', label: label('Received', '已接收'), color: 'info' as const },
];

/**
 * An ASC X12 856 ship notice: sent for a shipped ASN (shipment / order / item / pack hierarchy from
 * its items and bags, queued in the EDI outbox), or received from a trading partner and matched to
 * an ASN. Made only by those calls (server/modules/analysis/ediRecords): the history reads them.
 */
export const record856 = defineResource({
  name: 'record856',
  api: { base: '/api/v2/record856' },
  route: '/analysis/history/record856',
  redactedRoute: 'History: record 856',
  access: RECORD856_ACCESS,
  menu: { group: 'analysis', section: 'history', order: 856 },
  label: label('EDI 856 ship notices', 'EDI 856 发货通知'),
  recordLabel: label('EDI 856 ship notice', 'EDI 856 发货通知'),
  fields: {
    shipment_no: text(label('Shipment no. (BSN02)', '发货单号（BSN02）'), { required: true, maxBytes: 30, upperCase: true }),
    direction: enumOf(label('Direction', '方向'), DIRECTIONS, { required: true, readOnly: true }),
    asn_id: reference(label('ASN', 'ASN'), 'asn_order', { readOnly: true }),
    invoice_no: text(label('Invoice no.', '发票号'), { maxBytes: 30, upperCase: true, readOnly: true }),
    partner_id: text(label('Trading partner (EDI id)', '贸易伙伴（EDI 代码）'), { required: true, maxBytes: 15, readOnly: true }),
    ship_date: date(label('Ship date', '发货日期'), { readOnly: true }),
    carrier: text(label('Carrier', '承运商'), { maxBytes: 60, readOnly: true, listHidden: true }),
    tracking_no: text(label('Tracking no.', '运单号'), { maxBytes: 60, readOnly: true }),
    order_count: integer(label('Orders', '订单数'), { readOnly: true, defaultValue: 0, listHidden: true }),
    item_count: integer(label('Items', '品项数'), { readOnly: true, defaultValue: 0 }),
    pack_count: integer(label('Packs', '包装数'), { readOnly: true, defaultValue: 0 }),
    total_qty: integer(label('Total quantity', '总数量'), { readOnly: true, defaultValue: 0 }),
    control_no: text(label('Interchange control no.', '交换控制号'), { maxBytes: 9, readOnly: true, listHidden: true }),
    match_status: enumOf(label('Against the ASN', '与 ASN 核对'), MATCH_STATUSES, { readOnly: true }),
    match_note: text(label('Differences', '差异'), { maxBytes: 2000, multiline: true, readOnly: true, listHidden: true }),
    remark: remarkField(),
  },
  titleField: 'shipment_no',
  list: {
    columns: ['shipment_no', 'direction', 'asn_id', 'partner_id', 'ship_date', 'tracking_no', 'item_count', 'pack_count', 'total_qty', 'match_status'],
    search: ['shipment_no', 'invoice_no', 'partner_id', 'tracking_no'],
    sort: { field: 'id', order: 'DESC' },
  },
  naturalKey: ['direction', 'partner_id', 'shipment_no'],
  uniqueTogether: [['direction', 'partner_id', 'shipment_no']],
  create: false,
  importExport: { import: false },
  views: { show: 'ediRecordShow' },
  actions: { list: ['send856', 'fetch856'] },
  lines: {
    items: {
      label: label('Items', '明细'),
      table: 'record856_item',
      parentField: 'record856_id',
      fields: {
        line_no: integer(label('Line', '行号'), { readOnly: true }),
        order_no: text(label('Order no. (PRF)', '订单号（PRF）'), { maxBytes: 30 }),
        mpn: text(label('MPN', '原厂料号'), { required: true, maxBytes: 60 }),
        cpn: text(label('Customer part no.', '客户料号'), { maxBytes: 60 }),
        qty: integer(label('Quantity (SN102)', '数量（SN102）'), { required: true, min: 1 }),
        uom: text(label('Unit', '单位'), { required: true, maxBytes: 2, defaultValue: 'EA' }),
        pack_count: integer(label('Packs', '包装数'), { defaultValue: 0 }),
        pack_nos: text(label('Pack marks (MAN)', '包装标记（MAN）'), { maxBytes: 2000 }),
      },
      columns: ['order_no', 'mpn', 'cpn', 'qty', 'uom', 'pack_count', 'pack_nos'],
      titleField: 'mpn',
      orderField: 'line_no',
      grid: false,
      totals: ['qty'],
    },
  },
});
