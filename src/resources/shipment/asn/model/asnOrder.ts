import { defineResource, variantOf } from '../../../../schema';
import { CAPS, boolean, date, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import type { Field, ResourceDeclaration, StatesDeclaration } from '../../../../schema/types';
import { CURRENCIES } from '../../../basic/customer/model/entity';
import { ASN_ADMIN_ACCESS, ASN_EFFECTS, MY_ASN_ACCESS, REVIEW_ASN } from './access';
import { asnBags, asnItems } from './asnLines';
import { ASN_STATUS as S, ASN_STATUSES, PRICE_WARNINGS } from './statuses';

/** The ASN's header as the supplier writes it (the editor's form; the ASN calls check it). */
export const asnHeader: Record<string, Field> = {
  // Left empty, the server numbers the invoice (ASN + date + sequence).
  invoice_no: text(label('Invoice no.', '发票号'), { unique: true, maxBytes: 30, upperCase: true }),
  ship_customer_id: reference(label('Ship customer', '收货客户'), 'ship_customer', { required: true }),
  bill_to_id: reference(label('Bill-to', '开票方'), 'bill_to'),
  // Copied from the bill-to on every save: R16's smaller limit.
  bill_to_vmi: boolean(label('VMI bill-to', 'VMI 开票方'), { readOnly: true, defaultValue: false, listHidden: true }),
  plant: text(label('Plant', '工厂'), { maxBytes: CAPS.plant, upperCase: true }),
  ship_date: date(label('Ship date', '发货日期')),
  currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
  status: enumOf(label('Status', '状态'), ASN_STATUSES, { required: true, defaultValue: S.draft, readOnly: true }),
  price_warning: enumOf(label('Price check', '价格检查'), PRICE_WARNINGS, { readOnly: true }),
  item_count: integer(label('Items', '品项数'), { readOnly: true, defaultValue: 0 }),
  total_qty: integer(label('Total quantity', '总数量'), { readOnly: true, defaultValue: 0 }),
  total_amount: money(label('Amount', '金额'), { scale: 2, readOnly: true, currencyField: 'currency' }),
  // Set when the ASN went to the 3PL warehouse; an ASN manager unlocks it for a change.
  locked: boolean(label('Locked', '锁定'), { readOnly: true, defaultValue: false }),
  carrier: text(label('Carrier', '承运商'), { maxBytes: 60, listHidden: true }),
  tracking_no: text(label('Tracking no.', '运单号'), { maxBytes: 60, listHidden: true }),
  audit_memo: text(label('Audit memo', '审核备注'), { maxBytes: CAPS.remark, multiline: true, listHidden: true }),
  remark: remarkField(),
};

/** The generic line saves would skip R21 and the state rules: the ASN calls save items and bags. */
const byAsnCalls = (closes: { update?: true; delete?: true }) => ({
  lines: true as const,
  ...closes,
  message: label('ASN items and bags are saved with POST/PUT /api/v1/asn/order (their checks run there)', 'ASN 品项和包装须通过 POST/PUT /api/v1/asn/order 保存（在此校验）'),
});

const columns = ['invoice_no', 'ship_customer_id', 'bill_to_id', 'ship_date', 'item_count', 'total_qty', 'total_amount', 'currency', 'price_warning', 'status', 'created_by', 'updated_at'];

const common = {
  fields: asnHeader,
  titleField: 'invoice_no',
  list: { columns, search: ['invoice_no', 'plant', 'tracking_no', 'remark'], sort: { field: 'id', order: 'DESC' as const } },
  naturalKey: ['invoice_no'],
  importExport: { import: false },
  lines: { items: asnItems, bags: asnBags },
  // Made and saved with items and bags by the ASN calls (server/modules/shipment/asn), never by the generic form.
  create: false as const,
  // The edit: the shipping details with the items below for an ASN manager, the record read-only for a reader (view-asn).
  views: { show: 'asnShow', edit: 'asnEdit' },
} satisfies Partial<ResourceDeclaration>;

/** The ASN managers change the shipping details only: items, customer and bill-to are the supplier's (R16 stays checked). */
const SHIPPING_FIELDS = ['plant', 'ship_date', 'carrier', 'tracking_no', 'audit_memo', 'remark'];
const adminHeader = Object.fromEntries(Object.entries(asnHeader).map(([k, f]) => [k, SHIPPING_FIELDS.includes(k) ? f : { ...f, readOnly: true }]));

const ADMIN = ASN_ADMIN_ACCESS.permissions.filter((p) => !p.startsWith('view-'));

/** What an ASN manager and reviewer do; cancel, ship and return move stock in the same transaction. */
const adminStates: StatesDeclaration = {
  field: 'status',
  itemTitle: ['invoice_no'],
  final: [S.cancelled, S.returned],
  transitions: {
    approve: { label: label('Approve', '批准'), permissions: ADMIN, from: [S.submitted], to: S.approved, effect: ASN_EFFECTS.pricesReviewed, group: 'check', reason: 'check: approved' },
    toAudit: { label: label('Send to manager audit', '提交主管审核'), permissions: ADMIN, from: [S.submitted], to: S.audit, group: 'check', reason: 'check: to audit' },
    agree: { label: label('Agree', '同意'), permissions: [REVIEW_ASN], from: [S.audit], to: S.approved, inputs: ['audit_memo'], effect: ASN_EFFECTS.pricesReviewed, group: 'review', reason: 'audit: agreed' },
    refuse: { label: label('Reject the price', '价格驳回'), permissions: [REVIEW_ASN], from: [S.audit], to: S.priceRejected, inputs: ['audit_memo'], requiredInputs: ['audit_memo'], effect: ASN_EFFECTS.withdrawPrices, group: 'review', reason: 'audit: price rejected' },
    sync: { label: label('Send to 3PL warehouse', '同步三方仓'), permissions: ADMIN, from: [S.approved], to: S.synced, effect: ASN_EFFECTS.sync, reason: 'sync: bangtai' },
    ship: { label: label('Ship', '发货'), permissions: ADMIN, from: [S.approved, S.synced], to: S.shipped, effect: ASN_EFFECTS.ship, reason: 'ship' },
    cancel: { label: label('Cancel', '取消'), permissions: ADMIN, from: [S.draft, S.submitted, S.audit, S.priceRejected], to: S.cancelled, effect: ASN_EFFECTS.withdrawPrices, reason: 'cancel' },
    // After approval: a shipped ASN's bags go back to stock (the effect reads the state it leaves).
    cancelApproved: { label: label('Cancel', '取消'), permissions: ADMIN, from: [S.approved, S.synced, S.shipped], to: S.cancelled, effect: ASN_EFFECTS.putBack, reason: 'cancel' },
    return: { label: label('Return', '退回'), permissions: [...ADMIN, 'manage-asn-modify'], from: [S.shipped], to: S.returned, effect: ASN_EFFECTS.putBack, reason: 'return' },
  },
  groups: {
    check: { label: label('Price check', '价格检查'), title: label('Check the ASN', '检查 ASN'), done: label('ASN checked', 'ASN 已检查'), placement: ['row', 'show'], noneIsConflict: true },
    review: {
      label: label('Audit', '审核'),
      title: label('Manager audit', '主管审核'),
      done: label('Audit saved', '审核已保存'),
      bulk: true,
      skipOthers: true,
      noneIsConflict: true,
      bulkLabel: label('Audit selected', '审核所选'),
      bulkDone: label('%{done} audited, %{skipped} skipped', '已审核 %{done} 条，跳过 %{skipped} 条'),
      none: label('No pending item', '没有待审核的项目'),
      missingOn: label('Write a memo to reject: %{items}', '驳回需填写备注：%{items}'),
      placement: ['row', 'show'],
    },
    sync: { label: label('Send to 3PL warehouse', '同步三方仓'), done: label('Sent to the 3PL warehouse', '已同步三方仓'), placement: ['show'], noneIsConflict: true },
    ship: { label: label('Ship', '发货'), confirmLabel: label('Ship and take from stock', '发货并扣减库存'), done: label('Shipped: stock taken', '已发货：库存已扣减'), placement: ['show'], noneIsConflict: true },
    cancel: { label: label('Cancel', '取消'), done: label('ASN cancelled', 'ASN 已取消'), placement: ['show'], noneIsConflict: true },
    cancelApproved: { label: label('Cancel', '取消'), title: label('Cancel an approved ASN', '取消已批准的 ASN'), done: label('ASN cancelled; shipped bags back in stock', 'ASN 已取消；已发货的包装已退回库存'), placement: ['show'], noneIsConflict: true },
    return: { label: label('Return', '退回'), done: label('ASN returned; bags back in stock', 'ASN 已退回；包装已退回库存'), placement: ['show'], noneIsConflict: true },
  },
};

/** Every ASN: the ASN managers' screen (/shipment/ship/asnManagement) and the manager audit. */
export const asnOrder = defineResource({
  name: 'asn_order',
  api: { base: '/api/v1/asn/admin/orders' },
  route: '/shipment/ship/asnManagement',
  routeAliases: { show: 'detail/:id', edit: 'edit/:id' },
  access: { ...ASN_ADMIN_ACCESS, write: ADMIN },
  menu: { group: 'shipment', section: 'ship', order: 1 },
  label: label('ASN management', 'ASN 管理'),
  recordLabel: label('ASN', 'ASN'),
  ...common,
  fields: adminHeader,
  // Managers change the shipping details through the generic update; an ASN is deleted only by its supplier's call.
  writtenByOwnCalls: byAsnCalls({ delete: true }),
  states: adminStates,
  commands: {
    unlock: {
      label: label('Unlock', '解锁'),
      confirm: label('Unlock ASN %{invoice_no}? The supplier can then change it again.', '解锁 ASN %{invoice_no}？供应商即可再次修改。'),
      done: label('ASN %{invoice_no} unlocked', 'ASN %{invoice_no} 已解锁'),
      permissions: ADMIN,
      when: { locked: true },
      set: { locked: false },
      placement: ['show'],
    },
  },
});

/** The supplier's own ASNs (/my/asn/orders): created by the editor, submitted, cancelled while not approved. */
export const myAsn = variantOf(asnOrder, {
  name: 'my_asn',
  api: { base: '/api/v1/asn/user/orders' },
  route: '/my/asn/orders',
  routeAliases: { show: 'detail/:id' },
  // Written by the ASN calls and the editor (edit/modify), never by the generic form; submit and cancel name send-asn themselves.
  access: { ...MY_ASN_ACCESS, write: [] },
  menu: { group: 'my', section: 'asn', order: 30 },
  label: label('My ASNs', '我的 ASN'),
  recordLabel: label('ASN', 'ASN'),
  scope: { kind: 'createdBy' },
  // The header as the supplier writes it (the managers' copy holds most of it read-only).
  fields: asnHeader,
  views: common.views,
  writtenByOwnCalls: byAsnCalls({ update: true, delete: true }),
  states: {
    field: 'status',
    itemTitle: ['invoice_no'],
    final: [S.cancelled, S.returned, S.shipped],
    transitions: {
      submit: { label: label('Submit', '提交'), permissions: MY_ASN_ACCESS.permissions, from: [S.draft, S.priceRejected], to: S.submitted, effect: ASN_EFFECTS.submit, reason: 'submit' },
      cancel: { label: label('Cancel', '取消'), permissions: MY_ASN_ACCESS.permissions, from: [S.draft, S.submitted, S.audit, S.priceRejected], to: S.cancelled, reason: 'cancel' },
    },
    groups: {
      submit: { label: label('Submit', '提交'), done: label('ASN submitted', 'ASN 已提交'), bulk: true, skipOthers: true, bulkLabel: label('Submit selected', '提交所选'), bulkDone: label('%{done} submitted', '已提交 %{done} 张'), placement: ['row', 'show'], noneIsConflict: true },
      cancel: { label: label('Cancel', '取消'), confirmLabel: label('Cancel the ASN', '取消 ASN'), done: label('ASN cancelled', 'ASN 已取消'), placement: ['show'], noneIsConflict: true },
    },
  },
});
