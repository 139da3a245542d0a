import { defineResource } from '../../../../schema';
import { date, decimal, integer, label, money, reference, text } from '../../../../schema/fields';
import { reconAmount as amount, reconFields, reconList, reconStates } from './reconciliation';

/** The spec screen's rule (routes.json): /am/reconciliation/purchase and its detail page. */
export const AVM_PURCHASE_ACCESS = { permissions: ['manage-avm-reconciliation-purchase'] };
export const AVM_PURCHASE_BASE = '/api/v2/avm-reconciliation/purchase';

/**
 * AVM purchase reconciliation: one vendor's open PO lines of one currency dated in a period, each
 * priced at round(qty × unit price, 2); the vendor's confirmed quantity may differ per line (the
 * detail call); the service fee is round(confirmed total × rate ÷ 100, 2). Calculated by the server
 * in numeric (docs/domain/management.md), then confirmed, which freezes it.
 */
export const avmPurchase = defineResource({
  name: 'avm_recon_purchase',
  api: { base: AVM_PURCHASE_BASE },
  route: '/am/reconciliation/purchase',
  routeAliases: { show: 'detail/:id' },
  access: AVM_PURCHASE_ACCESS,
  menu: { group: 'am', section: 'reconciliation', order: 1 },
  label: label('AVM purchase reconciliation', 'AVM 采购对账'),
  recordLabel: label('Purchase reconciliation', '采购对账单'),
  views: { show: 'avmPurchaseShow' },
  fields: reconFields(
    { vendor_id: reference(label('Vendor', '供应商'), 'vendor', { required: true, column: { maxWidth: 180 } }) },
    { service_fee_rate: decimal(label('Service fee rate (%)', '服务费率（%）'), { required: true, scale: 4, min: 0, max: 100, defaultValue: 1.5 }) },
    {
      goods_amount: amount('PO amount', '订单金额'),
      confirmed_amount: amount('Confirmed amount', '确认金额'),
      service_fee: amount('Service fee', '服务费'),
      total_amount: amount('Total', '合计'),
    },
  ),
  titleField: 'recon_no',
  list: reconList('vendor_id', ['confirmed_amount', 'service_fee', 'total_amount']),
  naturalKey: ['recon_no'],
  importExport: { import: false },
  writtenByOwnCalls: {
    lines: true,
    message: label(
      'Reconciliation lines are made by PUT /api/v2/avm-reconciliation/purchase/calculate/{id} and changed by PUT …/purchase/detail/{line id}',
      '对账明细由 PUT /api/v2/avm-reconciliation/purchase/calculate/{id} 生成，由 PUT …/purchase/detail/{明细编号} 修改',
    ),
  },
  states: reconStates(AVM_PURCHASE_ACCESS.permissions),
  lines: {
    details: {
      label: label('Details', '明细'),
      table: 'avm_recon_purchase_line',
      parentField: 'recon_id',
      fields: {
        po_id: reference(label('PO line', 'PO 行'), 'purchase_order', { readOnly: true }),
        po_no: text(label('PO no.', 'PO 号'), { maxBytes: 30, readOnly: true }),
        po_line: integer(label('PO line', 'PO 行号'), { readOnly: true }),
        po_date: date(label('PO date', '下单日期'), { readOnly: true }),
        material_id: reference(label('Material', '物料'), 'material', { readOnly: true }),
        qty: integer(label('PO quantity', '订单数量'), { readOnly: true }),
        unit_price: money(label('Unit price', '单价'), { scale: 5, readOnly: true }),
        amount: money(label('Amount', '金额'), { scale: 2, readOnly: true }),
        confirmed_qty: integer(label('Confirmed quantity', '确认数量'), { min: 0, max: 1_000_000_000 }),
        confirmed_amount: money(label('Confirmed amount', '确认金额'), { scale: 2, readOnly: true }),
        remark: text(label('Remark', '备注'), { maxBytes: 250 }),
      },
      columns: ['po_no', 'po_line', 'material_id', 'qty', 'unit_price', 'amount', 'confirmed_qty', 'confirmed_amount', 'remark'],
      titleField: 'po_no',
      unique: ['po_id'],
      grid: false,
    },
  },
});
