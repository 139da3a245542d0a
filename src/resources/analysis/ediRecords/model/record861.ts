import { defineResource } from '../../../../schema';
import { date, integer, label, reference, remarkField, text, enumOf } from '../../../../schema/fields';
import { MATCH_STATUSES, RECORD861_ACCESS } from './wire';

export const RECEIPT_CONDITIONS = [
  { value: '01', label: label('Received in good condition', '完好收货') },
  { value: '02', label: label('Damaged', '破损') },
  { value: '03', label: label('Short', '短少') },
  { value: '07', label: label('Over', '超收') },
];

/**
 * An ASC X12 861 receiving advice: what a customer received against a shipment (BRA, REF*IV, PRF,
 * RCD with LIN per item), matched to the ASN by invoice number, else by PO; received quantities
 * compared with shipped ones. Recorded by POST /api/v2/record861 (manage-861).
 */
export const record861 = defineResource({
  name: 'record861',
  api: { base: '/api/v2/record861' },
  route: '/analysis/history/record861',
  redactedRoute: 'History: record 861',
  access: RECORD861_ACCESS,
  menu: { group: 'analysis', section: 'history', order: 861 },
  label: label('EDI 861 receiving advices', 'EDI 861 收货通知'),
  recordLabel: label('EDI 861 receiving advice', 'EDI 861 收货通知'),
  fields: {
    receipt_no: text(label('Receipt no. (BRA01)', '收货单号（BRA01）'), { required: true, maxBytes: 30, upperCase: true, readOnly: true }),
    receipt_date: date(label('Received on', '收货日期'), { required: true, readOnly: true }),
    sender_id: text(label('Customer (EDI id)', '客户（EDI 代码）'), { required: true, maxBytes: 15, readOnly: true }),
    invoice_no: text(label('Invoice no. (REF*IV)', '发票号（REF*IV）'), { maxBytes: 30, upperCase: true, readOnly: true }),
    po_no: text(label('PO no. (PRF)', 'PO 号（PRF）'), { maxBytes: 30, readOnly: true }),
    asn_id: reference(label('ASN', 'ASN'), 'asn_order', { readOnly: true }),
    item_count: integer(label('Items', '品项数'), { readOnly: true, defaultValue: 0 }),
    received_qty: integer(label('Received', '实收数量'), { readOnly: true, defaultValue: 0 }),
    rejected_qty: integer(label('Rejected', '拒收数量'), { readOnly: true, defaultValue: 0 }),
    control_no: text(label('Interchange control no.', '交换控制号'), { maxBytes: 9, readOnly: true, listHidden: true }),
    match_status: enumOf(label('Against the ASN', '与 ASN 核对'), MATCH_STATUSES, { readOnly: true }),
    match_note: text(label('Differences', '差异'), { maxBytes: 2000, multiline: true, readOnly: true, listHidden: true }),
    remark: remarkField(),
  },
  titleField: 'receipt_no',
  list: {
    columns: ['receipt_no', 'receipt_date', 'sender_id', 'invoice_no', 'po_no', 'asn_id', 'received_qty', 'rejected_qty', 'match_status'],
    search: ['receipt_no', 'invoice_no', 'po_no', 'sender_id'],
    sort: { field: 'receipt_date', order: 'DESC' },
  },
  naturalKey: ['sender_id', 'receipt_no'],
  uniqueTogether: [['sender_id', 'receipt_no']],
  create: false,
  deleteReason: true,
  importExport: { import: false },
  views: { show: 'ediRecordShow' },
  actions: { list: ['record861'] },
  lines: {
    items: {
      label: label('Items', '明细'),
      table: 'record861_item',
      parentField: 'record861_id',
      fields: {
        line_no: integer(label('Line', '行号'), { readOnly: true }),
        mpn: text(label('MPN', '原厂料号'), { required: true, maxBytes: 60 }),
        cpn: text(label('Customer part no.', '客户料号'), { maxBytes: 60 }),
        received_qty: integer(label('Received (RCD02)', '实收（RCD02）'), { required: true, min: 0 }),
        rejected_qty: integer(label('Rejected (RCD04)', '拒收（RCD04）'), { defaultValue: 0, min: 0 }),
        uom: text(label('Unit', '单位'), { required: true, maxBytes: 2, defaultValue: 'EA' }),
        condition: enumOf(label('Condition', '收货状况'), RECEIPT_CONDITIONS, { defaultValue: '01' }),
        shipped_qty: integer(label('Shipped (ASN)', '发货数量（ASN）')),
      },
      columns: ['mpn', 'cpn', 'shipped_qty', 'received_qty', 'rejected_qty', 'uom', 'condition'],
      titleField: 'mpn',
      orderField: 'line_no',
      grid: false,
    },
  },
});
