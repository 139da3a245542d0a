import { defineResource, variantOf } from '../../../../schema';
import { CAPS, date, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import type { Field, LinesDeclaration } from '../../../../schema/types';
import { CURRENCIES } from '../../../basic/customer/model/entity';
import { SO_NUMBERING, dateHelp, numberHelp } from '../../customerOrder/model/numbering';

/** The SO management screen's rule (routes.json: manage-so-manager). */
export const SO_ACCESS = { permissions: ['manage-so-manager'] };
/** /mySo/list (my-so-manager). */
export const MY_SO_ACCESS = { permissions: ['my-so-manager'] };
/** The SO calls serve both screens: a manager sees every sales order, the others their own. */
export const SO_CALL_ACCESS = { permissions: [...SO_ACCESS.permissions, ...MY_SO_ACCESS.permissions] };

export const SO_STATUSES = [
  { value: 'open', label: label('Open', '未结'), color: 'primary' as const },
  { value: 'shipped', label: label('Shipped', '已发货'), color: 'info' as const },
  { value: 'closed', label: label('Closed', '已结'), color: 'success' as const },
];

const header: Record<string, Field> = {
  // Left empty, the server numbers the order and dates it today (customerOrder/model/numbering.ts).
  so_no: text(label('SO no.', '销售订单号'), { unique: true, maxBytes: 30, upperCase: true, help: numberHelp(SO_NUMBERING.prefix) }),
  customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
  // The customer order it is bound to: set only by an approved binding review.
  order_id: reference(label('Customer order', '客户订单'), 'customer_order', { readOnly: true }),
  entity_id: reference(label('Entity', '主体'), 'entity', { listHidden: true }),
  bg_id: reference(label('Business group', '事业群'), 'bg'),
  currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
  so_date: date(label('SO date', '销售订单日期'), { help: dateHelp }),
  status: enumOf(label('Status', '状态'), SO_STATUSES, { required: true, defaultValue: 'open' }),
  remark: remarkField(),
};

export const soItems: LinesDeclaration = {
  label: label('Items', '明细'),
  table: 'sales_order_item',
  parentField: 'so_id',
  fields: {
    line_no: integer(label('Line', '行号'), { readOnly: true }),
    material_id: reference(label('Material', '物料'), 'material', { required: true }),
    qty: integer(label('Quantity', '数量'), { required: true, min: 0 }),
    unit_price: money(label('Unit price', '单价'), { required: true, scale: 4 }),
    request_date: date(label('Request date', '需求日期')),
    // The customer-order item a shift took this quantity from (none when entered here).
    co_item_id: integer(label('From CO item', '来源 CO 行'), { readOnly: true, filters: ['eq'] }),
    remark: text(label('Remark', '备注'), { maxBytes: CAPS.itemRemark }),
  },
  columns: ['material_id', 'qty', 'unit_price', 'request_date', 'remark'],
  titleField: 'material_id',
  orderField: 'line_no',
  max: { count: 1000, message: label('A sales order may have at most %{max} items', '一张销售订单最多 %{max} 行') },
  totals: ['qty'],
};

export const salesOrder = defineResource({
  name: 'sales_order',
  api: { base: '/api/v2/so' },
  route: '/shipment/order/soManagement',
  routeAliases: { show: 'detail/:id' },
  access: SO_ACCESS,
  menu: { group: 'shipment', section: 'order', order: 2 },
  label: label('Sales orders', '销售订单'),
  recordLabel: label('Sales order', '销售订单'),
  fields: header,
  titleField: 'so_no',
  list: {
    columns: ['so_no', 'customer_id', 'order_id', 'bg_id', 'currency', 'so_date', 'status', 'updated_at'],
    search: ['so_no'],
    sort: { field: 'so_date', order: 'DESC' as const },
  },
  naturalKey: ['so_no'],
  importExport: { import: false },
  lines: { items: soItems },
  views: { show: 'salesOrderShow', create: 'salesOrderCreate' },
});

/** /mySo/list: the sales orders the user entered. */
export const mySalesOrder = variantOf(salesOrder, {
  name: 'my_so',
  api: { base: '/api/v2/so/my' },
  route: '/mySo/list',
  routeAliases: { edit: ':id' },
  access: MY_SO_ACCESS,
  menu: { group: 'my', section: 'order', order: 21 },
  label: label('My sales orders', '我的销售订单'),
  scope: { kind: 'createdBy' },
  views: { show: 'salesOrderShow', create: 'salesOrderCreate' },
});
