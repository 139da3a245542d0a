import { defineResource, variantOf } from '../../../../schema';
import { CURRENCIES } from '../../../basic/customer/model/entity';
import { CAPS, date, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import type { AccessRule, Field, Label, StatesDeclaration } from '../../../../schema/types';

/** routes.json: the OR screens (manage-or) and the buyer's "my ORs" (manage-purchase-order). */
export const OR_ACCESS: AccessRule = { permissions: ['manage-or'] };
export const MY_OR_ACCESS: AccessRule = { permissions: ['manage-purchase-order'] };

export const OR_STATUSES = [
  { value: 'draft', label: label('Draft', '草稿'), color: 'warning' as const },
  { value: 'released', label: label('Released', '已下达'), color: 'primary' as const },
  { value: 'closed', label: label('Closed', '已关闭'), color: 'success' as const },
  { value: 'cancelled', label: label('Cancelled', '已取消'), color: 'default' as const },
];

const orFields: Record<string, Field> = {
  or_no: text(label('OR no.', 'OR 号'), { required: true, unique: true, maxBytes: 30, upperCase: true }),
  vendor_id: reference(label('Vendor', '供应商'), 'vendor', { required: true }),
  bg_id: reference(label('Business group', '事业群'), 'bg'),
  currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
  or_date: date(label('OR date', '下单日期'), { required: true }),
  vendor_ref: text(label('Vendor confirmation no.', '供应商确认号'), { maxBytes: 40 }),
  status: enumOf(label('Status', '状态'), OR_STATUSES, { required: true, defaultValue: 'draft', readOnly: true }),
  remark: remarkField(),
};

const transition = (l: Label, from: string[], to: string, access: AccessRule, done: Label) => ({
  transition: { label: l, permissions: access.permissions, from, to, reason: to },
  group: { label: l, done, placement: ['row', 'show'] as ('row' | 'show')[] },
});

function orStates(access: AccessRule): StatesDeclaration {
  const release = transition(label('Release', '下达'), ['draft'], 'released', access, label('OR released to the vendor', 'OR 已下达供应商'));
  const close = transition(label('Close', '关闭'), ['released'], 'closed', access, label('OR closed', 'OR 已关闭'));
  const cancel = transition(label('Cancel', '取消'), ['draft', 'released'], 'cancelled', access, label('OR cancelled', 'OR 已取消'));
  return {
    field: 'status',
    final: ['closed', 'cancelled'],
    transitions: { release: release.transition, close: close.transition, cancel: cancel.transition },
    groups: { release: release.group, close: close.group, cancel: cancel.group },
  };
}

/**
 * OR: the supplier-side purchase order (header and lines) as the buyer raises it: drafted, released
 * to the vendor, then closed (or cancelled). A line's amount is qty x unit price, computed by the
 * database (server/modules/shipment/orOrder/tables.ts).
 */
export const orOrder = defineResource({
  name: 'or_order',
  api: { base: '/api/v2/or' },
  route: '/shipment/order/OR',
  routeAliases: { show: 'detail/:id' },
  access: OR_ACCESS,
  menu: { group: 'shipment', section: 'order', order: 22 },
  label: label('ORs', 'OR 采购单'),
  recordLabel: label('OR', 'OR'),
  fields: orFields,
  titleField: 'or_no',
  list: {
    columns: ['or_no', 'vendor_id', 'bg_id', 'currency', 'or_date', 'vendor_ref', 'status', 'created_by', 'updated_at'],
    search: ['or_no', 'vendor_ref'],
    sort: { field: 'or_date', order: 'DESC' },
  },
  naturalKey: ['or_no'],
  importExport: { import: false },
  states: orStates(OR_ACCESS),
  lines: {
    items: {
      label: label('Lines', '明细'),
      table: 'or_item',
      parentField: 'or_id',
      fields: {
        line_no: integer(label('Line', '行号'), { readOnly: true }),
        material_id: reference(label('Material', '物料'), 'material', { required: true }),
        qty: integer(label('Quantity', '数量'), { required: true, min: 1, max: 1_000_000_000 }),
        unit_price: money(label('Unit price', '单价'), { required: true, scale: 5 }),
        amount: money(label('Amount', '金额'), { scale: 5, readOnly: true }),
        request_date: date(label('Request date', '需求日期')),
        remark: text(label('Remark', '备注'), { maxBytes: CAPS.itemRemark }),
      },
      columns: ['material_id', 'qty', 'unit_price', 'amount', 'request_date', 'remark'],
      titleField: 'material_id',
      orderField: 'line_no',
      max: { count: 500, message: label('An OR may have at most %{max} lines', '一张 OR 最多 %{max} 行') },
      totals: ['qty', 'amount'],
    },
  },
});

/** The buyer's own ORs (`/my/ORs/list`): the same table, the rows the user raised. */
export const myOrOrder = variantOf(orOrder, {
  name: 'my_or',
  api: { base: '/api/v2/or/my' },
  routeAliases: { show: 'detail/:id' },
  route: '/my/ORs/list',
  access: MY_OR_ACCESS,
  menu: { group: 'my', order: 21 },
  label: label('My ORs', '我的 OR'),
  scope: { kind: 'createdBy', seeAll: ['manage-or'] },
  states: orStates(MY_OR_ACCESS),
});
