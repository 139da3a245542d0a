import { defineResource, variantOf } from '../../../../schema';
import { CAPS, boolean, date, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import type { Field, LinesDeclaration } from '../../../../schema/types';
import { CURRENCIES } from '../../../basic/customer/model/entity';
import { CO_NUMBERING, dateHelp, numberHelp } from './numbering';

/** The CO management screen's rule (routes.json: co-manage). */
export const CO_ACCESS = { permissions: ['co-manage'] };
/** The "my orders" screens' rule (/my/order/list: my-co or import-order). */
export const MY_CO_ACCESS = { permissions: ['my-co', 'import-order'] };
/** The order calls serve both screens: a manager sees every order, the others their own (server/modules/shipment/customerOrder/orderAccess.ts). */
export const CO_CALL_ACCESS = { permissions: [...CO_ACCESS.permissions, ...MY_CO_ACCESS.permissions] };

export const CO_STATUSES = [
  { value: 'open', label: label('Open', '未结'), color: 'primary' as const },
  { value: 'closed', label: label('Closed', '已结'), color: 'success' as const },
  { value: 'cancelled', label: label('Cancelled', '已取消'), color: 'default' as const },
];

export const CO_TYPES = [
  { value: 'normal', label: label('Order', '订单') },
  { value: 'history', label: label('History import', '历史导入') },
];

/** A forecast code as planners write it: letters, digits, dash, dot, slash, underscore. */
export const FORECAST_PATTERN = { source: '^[A-Za-z0-9][A-Za-z0-9._/-]*$', message: label('Use letters, digits and - . / _ only', '只能使用字母、数字和 - . / _') };

const header: Record<string, Field> = {
  // Left empty, the server numbers the order and dates it today (./numbering.ts).
  order_no: text(label('Order no.', '订单号'), { unique: true, maxBytes: 30, upperCase: true, help: numberHelp(CO_NUMBERING.prefix) }),
  customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
  customer_po: text(label('Customer PO', '客户 PO'), { maxBytes: 40 }),
  ship_to_id: reference(label('Ship-to', '收货地址'), 'ship_to', { listHidden: true }),
  bill_to_id: reference(label('Bill-to', '开票地址'), 'bill_to', { listHidden: true }),
  entity_id: reference(label('Entity', '主体'), 'entity', { listHidden: true }),
  bg_id: reference(label('Business group', '事业群'), 'bg'),
  currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
  order_date: date(label('Order date', '下单日期'), { help: dateHelp }),
  status: enumOf(label('Status', '状态'), CO_STATUSES, { required: true, defaultValue: 'open' }),
  order_type: enumOf(label('Type', '类型'), CO_TYPES, { required: true, defaultValue: 'normal', readOnly: true }),
  // The forecast the order was bound to (POST /api/v1/order/bind/{id}); no forecast module yet, so its code.
  forecast_id: text(label('Forecast', '预测'), { maxBytes: 40, readOnly: true }),
  remark: remarkField(),
};

/** The order's items: a locked item cannot change (src/schema/lines.ts `lockedField`). */
export const coItems: LinesDeclaration = {
  label: label('Items', '明细'),
  table: 'customer_order_item',
  parentField: 'order_id',
  fields: {
    line_no: integer(label('Line', '行号'), { readOnly: true }),
    material_id: reference(label('Material', '物料'), 'material', { required: true }),
    cpn: text(label('CPN', '客户料号'), { maxBytes: 60 }),
    // Zero once every piece has been shifted to sales orders.
    qty: integer(label('Quantity', '数量'), { required: true, min: 0 }),
    unit_price: money(label('Unit price', '单价'), { required: true, scale: 4 }),
    request_date: date(label('Request date', '需求日期')),
    locked: boolean(label('Locked', '锁定'), { readOnly: true, defaultValue: false }),
    remark: text(label('Remark', '备注'), { maxBytes: CAPS.itemRemark }),
  },
  columns: ['material_id', 'cpn', 'qty', 'unit_price', 'request_date', 'locked', 'remark'],
  titleField: 'material_id',
  orderField: 'line_no',
  lockedField: 'locked',
  max: { count: 1000, message: label('An order may have at most %{max} items', '一张订单最多 %{max} 行') },
  totals: ['qty'],
};

/** Customer orders, all of them: the CO management screen. */
export const customerOrder = defineResource({
  name: 'customer_order',
  api: { base: '/api/v1/order' },
  route: '/shipment/order/orderManagement',
  access: CO_ACCESS,
  menu: { group: 'shipment', section: 'order', order: 1 },
  label: label('Customer orders', '客户订单'),
  recordLabel: label('Customer order', '客户订单'),
  fields: header,
  titleField: 'order_no',
  list: {
    columns: ['order_no', 'customer_id', 'customer_po', 'bg_id', 'currency', 'order_date', 'status', 'order_type', 'forecast_id', 'updated_at'],
    search: ['order_no', 'customer_po', 'forecast_id'],
    sort: { field: 'order_date', order: 'DESC' as const },
  },
  naturalKey: ['order_no'],
  importExport: { import: false },
  lines: { items: coItems },
  views: { create: 'customerOrderCreate' },
});

/** The same orders on "my orders": the ones the user entered (createdBy scope). */
export const myOrder = variantOf(customerOrder, {
  name: 'my_order',
  api: { base: '/api/v1/order/my' },
  route: '/my/order/list',
  routeAliases: { create: 'createFromOrder' },
  access: MY_CO_ACCESS,
  menu: { group: 'my', section: 'order', order: 20 },
  label: label('My orders', '我的订单'),
  scope: { kind: 'createdBy' },
  views: { create: 'customerOrderCreate' },
});
