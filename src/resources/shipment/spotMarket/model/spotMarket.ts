import { defineResource } from '../../../../schema';
import { date, datetime, decimal, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';

export const SPOT_ACCESS = { permissions: ['manage-spot'] };

export const SPOT_STATUSES = [
  { value: 'draft', label: label('Draft', '草稿'), color: 'default' as const },
  { value: 'ordered', label: label('Ordered', '已下单'), color: 'info' as const },
  { value: 'sent', label: label('Sent to TI', '已发送 TI'), color: 'primary' as const },
  { value: 'invoiced', label: label('Invoiced', '已开票'), color: 'success' as const },
];

/**
 * A TI spot-commodity order: parts bought from TI's spot market for a customer. A draft becomes an
 * order (the draft status change), is sent to TI, and is invoiced against its lines; the landed
 * charge (goods, handling, duty, freight, tax) is computed on the server (cal-charge).
 */
export const spotMarket = defineResource({
  name: 'spot_market',
  api: { base: '/api/v2/spot-market' },
  route: '/shipment/order/TISpotComManagement',
  routeAliases: { show: 'Detail/:id', edit: 'Edit/:id', create: 'Create' },
  access: SPOT_ACCESS,
  menu: { group: 'shipment', section: 'order', order: 32 },
  label: label('TI spot commodity orders', 'TI 现货订单'),
  recordLabel: label('TI spot commodity order', 'TI 现货订单'),
  fields: {
    spot_no: text(label('Spot order no.', '现货单号'), { required: true, unique: true, maxBytes: 30, upperCase: true }),
    customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
    order_date: date(label('Order date', '下单日期'), { required: true }),
    currency: text(label('Currency', '币种'), { required: true, maxBytes: 3, upperCase: true, defaultValue: 'USD' }),
    freight: money(label('Freight', '运费'), { scale: 2, defaultValue: 0 }),
    handling_rate: decimal(label('Handling fee %', '操作费率 %'), { scale: 4, min: 0, max: 100, defaultValue: 0 }),
    duty_rate: decimal(label('Duty %', '关税率 %'), { scale: 4, min: 0, max: 100, defaultValue: 0 }),
    tax_rate: decimal(label('Tax %', '税率 %'), { scale: 4, min: 0, max: 100, defaultValue: 0 }),
    ti_order_no: text(label('TI order no.', 'TI 订单号'), { readOnly: true, maxBytes: 30 }),
    status: enumOf(label('Status', '状态'), SPOT_STATUSES, { required: true, defaultValue: 'draft', readOnly: true }),
    sent_at: datetime(label('Sent at', '发送时间'), { readOnly: true, listHidden: true }),
    remark: remarkField(),
  },
  titleField: 'spot_no',
  list: {
    columns: ['spot_no', 'customer_id', 'order_date', 'currency', 'ti_order_no', 'status', 'updated_at'],
    search: ['spot_no', 'ti_order_no'],
    sort: { field: 'order_date', order: 'DESC' },
  },
  naturalKey: ['spot_no'],
  importExport: { import: false },
  views: { show: 'spotMarketShow' },
  states: {
    field: 'status',
    final: ['sent', 'invoiced'],
    transitions: {
      order: { label: label('Place order', '下单'), permissions: SPOT_ACCESS.permissions, from: ['draft'], to: 'ordered', reason: 'draft ordered', group: 'draft' },
      reopen: { label: label('Back to draft', '退回草稿'), permissions: SPOT_ACCESS.permissions, from: ['ordered'], to: 'draft', reason: 'back to draft', group: 'draft' },
    },
    groups: {
      draft: {
        label: label('Change status', '变更状态'),
        title: label('Change draft status', '变更草稿状态'),
        done: label('Status changed', '状态已变更'),
        bulk: true,
        bulkLabel: label('Change status of selected', '变更所选状态'),
        bulkDone: label('%{done} changed', '已变更 %{done} 张'),
        skipOthers: false,
        method: 'POST',
        path: 'draft',
        noneIsConflict: true,
        placement: ['row', 'show'],
      },
    },
  },
  lines: {
    items: {
      label: label('Demand', '需求'),
      table: 'spot_market_item',
      parentField: 'spot_market_id',
      fields: {
        line_no: integer(label('Line', '行号'), { readOnly: true }),
        material_id: reference(label('Material', '物料'), 'material', { required: true }),
        qty: integer(label('Quantity', '数量'), { required: true, min: 1 }),
        unit_price: money(label('Unit price', '单价'), { required: true, scale: 4 }),
        request_date: date(label('Request date', '需求日期')),
        invoiced_qty: integer(label('Invoiced', '已开票数量'), { readOnly: true, defaultValue: 0 }),
      },
      columns: ['material_id', 'qty', 'unit_price', 'request_date', 'invoiced_qty'],
      titleField: 'material_id',
      orderField: 'line_no',
      unique: ['material_id'],
      max: { count: 200, message: label('A spot order may have at most %{max} lines', '一张现货单最多 %{max} 行') },
      totals: ['qty'],
    },
  },
});
