import { defineResource } from '../../../../schema';
import { boolean, date, decimal, enumOf, integer, label, money, reference, text } from '../../../../schema/fields';
import { reconAmount as amount, reconFields, reconList, reconStates } from '../../avmPurchase/model/reconciliation';

export const AVM_SELL_ACCESS = { permissions: ['manage-avm-reconciliation-sell'] };
export const AVM_SELL_BASE = '/api/v2/avm-reconciliation/sell';

export const SELL_SOURCES = [
  { value: 'order', label: label('Sales order', '销售订单') },
  { value: 'history', label: label('History upload', '历史上传') },
];

/**
 * AVM sell reconciliation: one customer's shipped or closed sales-order lines of one currency dated
 * in a period (POST …/sell/detail/{id} builds them), plus lines uploaded from history. Each line is
 * priced round(qty × unit price, 2) and earns the customer's rebate of that year:
 * round(amount × rate ÷ 100, 2); a line is "deduct" when that rebate is deducted on the invoice,
 * "non-deduct" when it is refunded later. A cancelled line stays listed and counts nowhere.
 */
export const avmSell = defineResource({
  name: 'avm_recon_sell',
  api: { base: AVM_SELL_BASE },
  route: '/am/reconciliation/sell',
  routeAliases: { show: 'detail/:id' },
  access: AVM_SELL_ACCESS,
  menu: { group: 'am', section: 'reconciliation', order: 2 },
  label: label('AVM sell reconciliation', 'AVM 销售对账'),
  recordLabel: label('Sell reconciliation', '销售对账单'),
  views: { show: 'avmSellShow' },
  actions: { list: ['sellHistoryUpload'] },
  fields: reconFields(
    { customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true, column: { maxWidth: 200 } }) },
    {},
    {
      sales_amount: amount('Sales amount', '销售金额'),
      deduct_amount: amount('Deduct amount', '抵扣金额'),
      non_deduct_amount: amount('Non-deduct amount', '非抵扣金额'),
      rebate_amount: amount('Rebate', '返利'),
      refund_amount: amount('Rebate to refund', '待退返利'),
    },
  ),
  titleField: 'recon_no',
  list: reconList('customer_id', ['sales_amount', 'rebate_amount', 'refund_amount']),
  naturalKey: ['recon_no'],
  importExport: { import: false },
  writtenByOwnCalls: {
    lines: true,
    message: label(
      'Sell lines are made by POST /api/v2/avm-reconciliation/sell/detail/{id} and the history upload, and cancelled by PUT …/sell/cancel-detail/{line id}',
      '销售对账明细由 POST /api/v2/avm-reconciliation/sell/detail/{id} 与历史上传生成，由 PUT …/sell/cancel-detail/{明细编号} 取消',
    ),
  },
  states: reconStates(AVM_SELL_ACCESS.permissions),
  lines: {
    details: {
      label: label('Details', '明细'),
      table: 'avm_recon_sell_line',
      parentField: 'recon_id',
      fields: {
        so_item_id: integer(label('SO item', '销售订单行'), { readOnly: true }),
        so_no: text(label('SO no.', '销售订单号'), { maxBytes: 30, readOnly: true }),
        so_date: date(label('SO date', '销售订单日期'), { readOnly: true }),
        material_id: reference(label('Material', '物料'), 'material', { readOnly: true }),
        qty: integer(label('Quantity', '数量'), { readOnly: true }),
        unit_price: money(label('Unit price', '单价'), { scale: 4, readOnly: true }),
        amount: money(label('Amount', '金额'), { scale: 2, readOnly: true }),
        rebate_rate: decimal(label('Rebate rate (%)', '返利比例（%）'), { scale: 4, readOnly: true }),
        rebate_amount: money(label('Rebate', '返利'), { scale: 2, readOnly: true }),
        deduct: boolean(label('Deducted on invoice', '发票抵扣'), { readOnly: true }),
        cancelled: boolean(label('Cancelled', '已取消'), { readOnly: true }),
        source: enumOf(label('Source', '来源'), SELL_SOURCES, { readOnly: true }),
        remark: text(label('Remark', '备注'), { maxBytes: 250 }),
      },
      columns: ['so_no', 'so_date', 'material_id', 'qty', 'unit_price', 'amount', 'rebate_rate', 'rebate_amount', 'deduct', 'cancelled', 'source'],
      titleField: 'so_no',
      grid: false,
    },
  },
});
