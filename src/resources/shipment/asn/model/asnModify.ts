import { defineResource } from '../../../../schema';
import { CAPS, enumOf, integer, json, label, reference, text } from '../../../../schema/fields';
import { ASN_EFFECTS, ASN_MODIFY_ACCESS } from './access';

export const MODIFY_KINDS = [
  { value: 'modify', label: label('Change', '修改') },
  { value: 'return', label: label('Return', '退回') },
];

export const MODIFY_STATUSES = [
  { value: 'pending', label: label('Pending', '待审核'), color: 'warning' as const },
  { value: 'agreed', label: label('Agreed', '已同意'), color: 'success' as const },
  { value: 'refused', label: label('Refused', '已拒绝'), color: 'error' as const },
];

const MODIFY = ASN_MODIFY_ACCESS.permissions;

/**
 * A supplier's request to change a submitted ASN (its items and bags, checked whole when asked and
 * again when agreed) or to return a shipped one; an ASN modify auditor agrees (the change is applied,
 * the ASN goes back to submitted; a return puts the bags back) or refuses with a memo.
 * Made by POST /api/v2/asn/order/modify-audit only.
 */
export const asnModify = defineResource({
  name: 'asn_modify',
  api: { base: '/api/v2/asn/order/asn-modify' },
  route: '/shipment/ship/asnReturns',
  routeAliases: { show: 'detail/:id' },
  access: { ...ASN_MODIFY_ACCESS, write: [] },
  menu: { group: 'shipment', section: 'ship', order: 2 },
  label: label('ASN changes and returns', 'ASN 修改与退回'),
  recordLabel: label('ASN change request', 'ASN 修改申请'),
  fields: {
    asn_id: reference(label('ASN', 'ASN'), 'asn_order', { required: true, readOnly: true }),
    invoice_no: text(label('Invoice no.', '发票号'), { maxBytes: 30, readOnly: true }),
    kind: enumOf(label('Request', '申请类型'), MODIFY_KINDS, { required: true, defaultValue: 'modify', readOnly: true }),
    reason: text(label('Reason', '原因'), { maxBytes: CAPS.remark, multiline: true, readOnly: true }),
    summary: text(label('Change', '变更内容'), { maxBytes: 500, readOnly: true }),
    asn_version: integer(label('ASN version', 'ASN 版本'), { readOnly: true, listHidden: true }),
    changes: json(label('Proposed ASN', '修改后的 ASN'), { readOnly: true, listHidden: true }),
    status: enumOf(label('Status', '状态'), MODIFY_STATUSES, { required: true, defaultValue: 'pending', readOnly: true }),
    audit_memo: text(label('Audit memo', '审核备注'), { maxBytes: CAPS.remark, multiline: true }),
  },
  titleField: 'invoice_no',
  list: {
    columns: ['invoice_no', 'kind', 'summary', 'reason', 'status', 'created_by', 'created_at', 'updated_by'],
    search: ['invoice_no', 'reason', 'summary'],
    sort: { field: 'id', order: 'DESC' },
  },
  importExport: { import: false },
  create: false,
  // The proposed ASN shown as what it changes (field, before, after), not as its JSON.
  views: { show: 'asnModifyShow' },
  states: {
    field: 'status',
    itemTitle: ['invoice_no'],
    final: ['agreed', 'refused'],
    transitions: {
      agree: { label: label('Agree', '同意'), permissions: MODIFY, from: ['pending'], to: 'agreed', inputs: ['audit_memo'], effect: ASN_EFFECTS.applyModify, group: 'audit', reason: 'modify audit: agreed' },
      refuse: { label: label('Refuse', '拒绝'), permissions: MODIFY, from: ['pending'], to: 'refused', inputs: ['audit_memo'], requiredInputs: ['audit_memo'], group: 'audit', reason: 'modify audit: refused' },
    },
    groups: {
      audit: {
        label: label('Audit', '审核'),
        title: label('Audit the request', '审核申请'),
        done: label('Request audited', '申请已审核'),
        bulk: true,
        skipOthers: true,
        noneIsConflict: true,
        bulkLabel: label('Audit selected', '审核所选'),
        bulkDone: label('%{done} audited, %{skipped} skipped', '已审核 %{done} 条，跳过 %{skipped} 条'),
        none: label('No pending item', '没有待审核的项目'),
        missingOn: label('Write a memo to refuse: %{items}', '拒绝需填写备注：%{items}'),
        placement: ['row', 'show'],
      },
    },
  },
});
