import { defineResource } from '../../../../schema';
import { date, enumOf, integer, label, money, reference, text } from '../../../../schema/fields';
import { CURRENCIES } from '../../../basic/customer/model/entity';

/**
 * The screen's rule (routes.json: view-auto-settlement) reads; a view permission grants reading alone,
 * so importing, correcting and deleting need the module's own manage-auto-settlement as well.
 */
export const AUTO_SETTLEMENT_ACCESS = { permissions: ['view-auto-settlement'], write: ['manage-auto-settlement'] };
export const AUTO_SETTLEMENT_BASE = '/api/v1/auto_settlement';

export const AUTO_SETTLEMENT_STATUSES = [
  { value: 'matched', label: label('Matched', '已匹配'), color: 'success' as const },
  { value: 'error', label: label('Error', '错误'), color: 'error' as const },
];

/**
 * SAP auto-settlement: the lines of SAP's settlement export (billing documents settled against the
 * customer), imported from .xlsx and matched to our own shipped sales orders: the customer, the
 * material and a shipped or closed sales order of the currency holding that material at that unit
 * price. The amount is round(qty × unit price, 2), in numeric. A row that fails a check is kept as
 * error data with its reason, to be corrected (POST …/updatedata) and checked again.
 */
export const autoSettlement = defineResource({
  name: 'auto_settlement',
  api: { base: AUTO_SETTLEMENT_BASE },
  route: '/reportManagement/financialReport/sapAutoSettlement',
  access: AUTO_SETTLEMENT_ACCESS,
  menu: { group: 'reportManagement', order: 20 },
  label: label('SAP auto settlement', 'SAP 自动结算'),
  recordLabel: label('Settlement line', '结算行'),
  actions: { list: ['autoSettlementImport', 'autoSettlementErrors'] },
  create: false,
  importExport: { import: false },
  writtenByOwnCalls: {
    update: true,
    message: label('Settlement lines come from POST /api/v1/auto_settlement/import and are corrected by POST /api/v1/auto_settlement/updatedata', '结算行由 POST /api/v1/auto_settlement/import 导入，由 POST /api/v1/auto_settlement/updatedata 更正'),
  },
  fields: {
    settlement_no: text(label('Settlement no.', '结算单号'), { maxBytes: 30 }),
    sap_doc_no: text(label('SAP document no.', 'SAP 凭证号'), { maxBytes: 20 }),
    customer_code: text(label('Customer no. (SAP)', '客户编号（SAP）'), { maxBytes: 30, listHidden: true }),
    customer_id: reference(label('Customer', '客户'), 'ship_customer', { readOnly: true }),
    bill_to: text(label('Bill-to', '开票方'), { maxBytes: 30 }),
    invoice_no: text(label('Invoice no.', '发票号'), { maxBytes: 30 }),
    mpn: text(label('Material (MPN)', '物料（原厂料号）'), { maxBytes: 60 }),
    material_id: reference(label('Material', '物料'), 'material', { readOnly: true, listHidden: true }),
    so_no: text(label('SO no.', '销售订单号'), { maxBytes: 30, listHidden: true }),
    so_id: reference(label('Matched sales order', '匹配销售订单'), 'sales_order', { readOnly: true }),
    qty: integer(label('Quantity', '数量'), { min: 0 }),
    unit_price: money(label('Unit price', '单价'), { scale: 6, currencyField: 'currency' }),
    amount: money(label('Amount', '金额'), { scale: 2, readOnly: true, currencyField: 'currency' }),
    currency: text(label('Currency', '币种'), { maxBytes: 3 }),
    settlement_date: date(label('Settlement date', '结算日期')),
    status: enumOf(label('Status', '状态'), AUTO_SETTLEMENT_STATUSES, { readOnly: true, defaultValue: 'error' }),
    error_reason: text(label('Error reason', '错误原因'), { maxBytes: 1000, readOnly: true }),
    batch_no: text(label('Import batch', '导入批次'), { maxBytes: 40, readOnly: true, listHidden: true }),
    row_no: integer(label('File row', '文件行号'), { readOnly: true, listHidden: true }),
  },
  titleField: 'settlement_no',
  list: {
    columns: ['settlement_no', 'sap_doc_no', 'customer_id', 'bill_to', 'invoice_no', 'mpn', 'qty', 'unit_price', 'amount', 'currency', 'settlement_date', 'status'],
    search: ['settlement_no', 'sap_doc_no', 'invoice_no', 'mpn', 'bill_to'],
    sort: { field: 'settlement_date', order: 'DESC' },
  },
});

/** The currencies a settlement line may be in (the customers' currencies). */
export const SETTLEMENT_CURRENCIES = CURRENCIES.map((c) => c.value);
