import { defineResource } from '../../../../schema';
import { date, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import { MATCH_STATUSES, RECORD810_ACCESS } from './wire';

export const REVIEW_STATUSES = [
  { value: 'open', label: label('To review', '待核对'), color: 'warning' as const },
  { value: 'accepted', label: label('Accepted', '已接受'), color: 'success' as const },
  { value: 'disputed', label: label('Disputed with the sender', '已向发送方提出异议'), color: 'error' as const },
];

/**
 * An ASC X12 810 invoice received (BIG, IT1, TDS), matched to its ASN by invoice number, else by PO:
 * quantities and amounts compared item by item. Clerks holding manage-record810 review it (accept,
 * dispute, remark); import-810 fetches them (POST /api/v2/b2b/fetch/810).
 */
export const record810 = defineResource({
  name: 'record810',
  api: { base: '/api/v2/record810' },
  route: '/analysis/history/record810',
  redactedRoute: 'History: record 810',
  access: RECORD810_ACCESS,
  menu: { group: 'analysis', section: 'history', order: 810 },
  label: label('EDI 810 invoices', 'EDI 810 发票'),
  recordLabel: label('EDI 810 invoice', 'EDI 810 发票'),
  fields: {
    invoice_no: text(label('Invoice no. (BIG02)', '发票号（BIG02）'), { required: true, maxBytes: 30, upperCase: true, readOnly: true }),
    invoice_date: date(label('Invoice date', '发票日期'), { required: true, readOnly: true }),
    po_no: text(label('PO no. (BIG04)', 'PO 号（BIG04）'), { maxBytes: 30, readOnly: true }),
    sender_id: text(label('Sender (EDI id)', '发送方（EDI 代码）'), { required: true, maxBytes: 15, readOnly: true }),
    asn_id: reference(label('ASN', 'ASN'), 'asn_order', { readOnly: true }),
    currency: text(label('Currency', '币种'), { required: true, maxBytes: 3, defaultValue: 'USD', readOnly: true }),
    item_count: integer(label('Items', '品项数'), { readOnly: true, defaultValue: 0 }),
    total_qty: integer(label('Total quantity', '总数量'), { readOnly: true, defaultValue: 0 }),
    total_amount: money(label('Amount (TDS)', '金额（TDS）'), { scale: 2, readOnly: true, currencyField: 'currency' }),
    control_no: text(label('Interchange control no.', '交换控制号'), { maxBytes: 9, readOnly: true, listHidden: true }),
    match_status: enumOf(label('Against the ASN', '与 ASN 核对'), MATCH_STATUSES, { readOnly: true }),
    match_note: text(label('Differences', '差异'), { maxBytes: 2000, multiline: true, readOnly: true, listHidden: true }),
    review_status: enumOf(label('Review', '核对'), REVIEW_STATUSES, { required: true, defaultValue: 'open' }),
    remark: remarkField(),
  },
  titleField: 'invoice_no',
  list: {
    columns: ['invoice_no', 'invoice_date', 'po_no', 'sender_id', 'asn_id', 'total_qty', 'total_amount', 'match_status', 'review_status'],
    search: ['invoice_no', 'po_no', 'sender_id'],
    sort: { field: 'invoice_date', order: 'DESC' },
  },
  naturalKey: ['sender_id', 'invoice_no'],
  uniqueTogether: [['sender_id', 'invoice_no']],
  create: false,
  deleteReason: true,
  importExport: { import: false },
  views: { show: 'ediRecordShow' },
  actions: { list: ['fetch810'] },
  lines: {
    items: {
      label: label('Items', '明细'),
      table: 'record810_item',
      parentField: 'record810_id',
      fields: {
        line_no: integer(label('Line', '行号'), { readOnly: true }),
        mpn: text(label('MPN', '原厂料号'), { required: true, maxBytes: 60 }),
        cpn: text(label('Customer part no.', '客户料号'), { maxBytes: 60 }),
        qty: integer(label('Quantity', '数量'), { required: true, min: 1 }),
        uom: text(label('Unit', '单位'), { required: true, maxBytes: 2, defaultValue: 'EA' }),
        unit_price: money(label('Unit price', '单价'), { required: true, scale: 4 }),
        amount: money(label('Amount', '金额'), { scale: 2 }),
        asn_qty: integer(label('ASN quantity', 'ASN 数量')),
        asn_price: money(label('ASN price', 'ASN 单价'), { scale: 4 }),
      },
      columns: ['mpn', 'cpn', 'qty', 'asn_qty', 'uom', 'unit_price', 'asn_price', 'amount'],
      titleField: 'mpn',
      orderField: 'line_no',
      grid: false,
    },
  },
});
