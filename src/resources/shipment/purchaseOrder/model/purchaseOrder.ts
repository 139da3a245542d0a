import { defineResource, variantOf } from '../../../../schema';
import { CURRENCIES } from '../../../basic/customer/model/entity';
import { PO_NUMBERING, dateHelp, numberHelp } from '../../customerOrder/model/numbering';
import { date, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import type { AccessRule, Field, StatesDeclaration } from '../../../../schema/types';

/** The spec screens' rules (routes.json): the PO management screen and the buyer's own "my PO" list. */
export const PO_ACCESS: AccessRule = { permissions: ['manage-po-manager'] };
export const MY_PO_ACCESS: AccessRule = { permissions: ['manage-my-po'] };

export const PO_STATUSES = [
  { value: 'open', label: label('Open', '有效'), color: 'success' as const },
  { value: 'disabled', label: label('Disabled', '已停用'), color: 'default' as const },
];

/**
 * A PO record is one ordered part of a purchase order to a vendor (SAP's PO item): `po_no` + `po_line`.
 * Every call of the spec acts on one part's quantity and price (qty/{id}, price-change, binding/{id}),
 * so the line is the record; a PO of several parts is several records sharing `po_no`.
 * `amount` is qty x unit price, computed by the database (server/modules/shipment/purchaseOrder/tables.ts);
 * `bound_qty` is what pre-POs bound to it hold (moved only by the binding and shift calls).
 */
export const poFields: Record<string, Field> = {
  // Left empty, the server numbers a new PO and dates it today (customerOrder/model/numbering.ts).
  po_no: text(label('PO no.', 'PO 号'), { maxBytes: 30, upperCase: true, help: numberHelp(PO_NUMBERING.prefix) }),
  po_line: integer(label('PO line', 'PO 行号'), { required: true, min: 1, max: 99_999, defaultValue: 10 }),
  // Long vendor names end in an ellipsis (full name on hover): the list fits the screen (issue 22).
  vendor_id: reference(label('Vendor', '供应商'), 'vendor', { required: true, column: { maxWidth: 160 } }),
  bg_id: reference(label('Business group', '事业群'), 'bg'),
  material_id: reference(label('Material', '物料'), 'material', { required: true }),
  qty: integer(label('Quantity', '数量'), { required: true, min: 1, max: 1_000_000_000 }),
  unit_price: money(label('Unit price', '单价'), { required: true, scale: 5 }),
  currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
  amount: money(label('Amount', '金额'), { scale: 5, readOnly: true }),
  bound_qty: integer(label('Bound qty', '已绑定数量'), { readOnly: true, defaultValue: 0 }),
  po_date: date(label('PO date', '下单日期'), { help: dateHelp }),
  request_date: date(label('Request date', '需求日期')),
  status: enumOf(label('Status', '状态'), PO_STATUSES, { required: true, defaultValue: 'open', readOnly: true }),
  remark: remarkField(),
};

const poStates = (access: AccessRule, path: string, method: 'PUT' | 'POST'): StatesDeclaration => ({
  field: 'status',
  itemTitle: ['po_no', 'po_line'],
  final: ['disabled'],
  transitions: {
    disable: { label: label('Disable', '停用'), permissions: access.permissions, from: ['open'], to: 'disabled', reason: 'disable' },
  },
  groups: {
    disable: {
      label: label('Disable', '停用'),
      title: label('Disable PO', '停用 PO'),
      done: label('PO disabled', 'PO 已停用'),
      bulk: true,
      bulkLabel: label('Disable selected', '停用所选'),
      bulkDone: label('%{done} disabled', '已停用 %{done} 条'),
      method,
      path,
      // On the show page and on a selection ("Disable selected"): the row keeps one button, so the
      // list stays one dense line per PO line and fits 1280 px (issue 22).
      placement: ['show'],
    },
  },
});

/** The price change, for whoever may use the screen: the old and new price are the event's before and after (exact numeric text). */
const priceChange = (access: AccessRule, path: string) => ({
  priceChange: {
    label: label('Change price', '改价'),
    title: label('Change unit price', '修改单价'),
    confirmLabel: label('Save price', '保存单价'),
    done: label('Price of %{name} changed', '%{name} 单价已修改'),
    permissions: access.permissions,
    when: { status: 'open' },
    inputs: ['unit_price'],
    reason: true,
    path,
    placement: ['row' as const, 'show' as const],
  },
});

export const purchaseOrder = defineResource({
  name: 'purchase_order',
  api: { base: '/api/v2/po' },
  route: '/shipment/order/poManagement',
  access: PO_ACCESS,
  menu: { group: 'shipment', section: 'order', order: 20 },
  label: label('Purchase orders', '采购订单'),
  recordLabel: label('PO line', 'PO 行'),
  fields: poFields,
  titleField: 'po_no',
  list: {
    // What a buyer scans for; the bound quantity, amount, dates and author are on the PO's page.
    columns: ['po_no', 'po_line', 'vendor_id', 'material_id', 'qty', 'unit_price', 'currency', 'status'],
    search: ['po_no'],
    sort: { field: 'po_date', order: 'DESC' },
  },
  naturalKey: ['po_no', 'po_line'],
  // No import: a PO's quantity moves through the qty, shift and binding calls, which keep the bound quantity.
  importExport: { import: false },
  uniqueTogether: [['po_no', 'po_line']],
  // The show page adds the pre-POs bound to the PO and the shifts in and out of it.
  views: { create: 'poCreate', show: 'poShow' },
  actions: { show: ['downloadPo'] },
  states: poStates(PO_ACCESS, 'disable', 'PUT'),
  commands: priceChange(PO_ACCESS, 'price-change'),
});

/** The buyer's own POs (`/myPo/list`): the same table, the rows the user raised. */
export const myPurchaseOrder = variantOf(purchaseOrder, {
  name: 'my_po',
  api: { base: '/api/v2/po/my' },
  route: '/myPo/list',
  access: MY_PO_ACCESS,
  menu: { group: 'my', order: 20 },
  label: label('My POs', '我的 PO'),
  scope: { kind: 'createdBy', seeAll: ['manage-po-manager'] },
  views: { create: 'poCreate' },
  states: poStates(MY_PO_ACCESS, 'disable', 'PUT'),
  commands: priceChange(MY_PO_ACCESS, 'price-change/{id}'),
});
