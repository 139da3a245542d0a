import { defineResource, type EnumOption, type StatesDeclaration } from '../../../../schema';
import { CAPS, decimal, enumOf, label, reference, remarkField, text } from '../../../../schema/fields';

/** The spec's audit states (document 3, section 4): only pending items can be agreed or refused. */
export const AUDIT_STATUSES: EnumOption[] = [
  { value: '1', label: label('Pending review', '待审核'), color: 'warning' },
  { value: '2', label: label('Agreed', '已同意'), color: 'success' },
  { value: '3', label: label('Refused', '已拒绝'), color: 'error' },
];

/** Agreeing or refusing ratios needs this permission (PUT /api/v2/vendor-ratio/audit). */
export const RATIO_AUDIT_PERMISSION = 'manage-vendor-ratio-audit';

/** The pending state: where a new or changed ratio starts (and the only state the audit leaves from). */
export const RATIO_PENDING = AUDIT_STATUSES[0].value;
const [PENDING, AGREED, REFUSED] = AUDIT_STATUSES.map((s) => s.value);

/**
 * The audit (spec rule R18, document 3, sections 4-5): agree or refuse pending ratios, one or a
 * selection, in one call on the spec's path; items not pending are skipped, none pending is refused;
 * refusing needs a memo on every item; whoever changed a ratio last may not audit it.
 */
const audit = {
  field: 'audit_status',
  itemTitle: ['vendor_id', 'period'],
  transitions: {
    agree: { label: label('Agree', '同意'), permissions: [RATIO_AUDIT_PERMISSION], from: [PENDING], to: AGREED, inputs: ['audit_memo'], notByLastEditor: true, reason: 'audit: agreed', group: 'audit' },
    refuse: {
      label: label('Refuse', '拒绝'),
      permissions: [RATIO_AUDIT_PERMISSION],
      from: [PENDING],
      to: REFUSED,
      inputs: ['audit_memo'],
      requiredInputs: ['audit_memo'],
      notByLastEditor: true,
      reason: 'audit: refused',
      group: 'audit',
    },
  },
  groups: {
    audit: {
      label: label('Audit', '审核'),
      title: label('Audit vendor ratio', '审核供应商比例'),
      confirmLabel: label('Submit audit', '提交审核'),
      done: label('Audit saved', '审核已保存'),
      bulk: true,
      skipOthers: true,
      bulkLabel: label('Audit selected', '审核所选'),
      bulkTitle: label('Audit 1 selected ratio |||| Audit %{smart_count} selected ratios', '审核所选的 %{smart_count} 条比例'),
      bulkDone: label('Audit saved: %{done} decided, %{skipped} skipped (not pending)', '审核已保存：%{done} 条已处理，%{skipped} 条跳过（非待审核）'),
      sharedInput: label('Memo for every item', '所有项目的备注'),
      itemInput: label('Memo for %{title}', '%{title} 的备注'),
      inputRule: label('Refusing needs a memo on every item: its own, or this one.', '拒绝时每个项目都必须有备注：项目自己的或此处的。'),
      notInFrom: label('Not pending: skipped', '非待审核：跳过'),
      inputMissing: label('A memo is required to refuse', '拒绝时必须填写备注'),
      missingOn: label('Refusing needs a memo on every item; missing on: %{items}', '拒绝时每一项都必须填写备注；缺少备注：%{items}'),
      none: label('None of the selected items is pending review; there is nothing to audit', '所选项目都不是待审核状态，没有可审核的项目'),
      lastEditor: label('You were the last to change these ratios, so another auditor must audit them: %{items}', '这些比例最后由您修改，须由其他审核人审核：%{items}'),
      placement: ['row', 'show'],
      method: 'PUT',
      path: 'audit',
    },
  },
} satisfies StatesDeclaration;

/**
 * Vendor ratio: the share of a vendor's purchases counted in a quarter's reconciliation (it overrides
 * its vendor type's default ratio). Entered by purchasing, agreed or refused by the ratio auditors
 * (the declared transitions above, PUT /api/v2/vendor-ratio/audit).
 * The audit fields are read-only: the database gives new rows "pending" and puts a row whose vendor,
 * period or ratio changes back to pending (server/master/tables.ts), whichever call wrote it.
 * One ratio per vendor and period: the natural key is (vendor_id, period), unique together (a unique
 * index), so neither two saves at once nor an import can leave two.
 */
export const vendorRatio = defineResource({
  name: 'vendor_ratio',
  api: { base: '/api/v2/vendor-ratio' },
  // Inferred sub-path: the spec's /basic/hr/setupRatio screen holds both vendor types and ratios, and a
  // route names one resource; vendor_type keeps the spec route.
  route: '/basic/hr/setupRatio/ratio',
  routeParent: '/basic/hr/setupRatio',
  access: { permissions: ['manage-vendor-ratio-audit', 'manage-vendor-type'] },
  menu: { group: 'basic', section: 'hr', order: 5 },
  label: label('Vendor ratios', '供应商比例'),
  recordLabel: label('Vendor ratio', '供应商比例'),
  fields: {
    vendor_id: reference(label('Vendor', '供应商'), 'vendor', { required: true }),
    period: text(label('Period', '期间'), {
      required: true,
      maxBytes: 7,
      upperCase: true,
      pattern: { source: '^20[0-9]{2}-Q[1-4]$', message: label('a quarter written YYYY-Qn, e.g. 2025-Q3', '季度，格式 YYYY-Qn，例如 2025-Q3') },
    }),
    ratio: decimal(label('Ratio %', '比例 %'), { required: true, scale: 2, min: 0, max: 100, guarded: true }),
    // Set only by the audit's transitions (and back to pending by a change of the ratio): read-only everywhere
    // else, so neither a form, the generic PUT/POST nor an import can agree a ratio.
    audit_status: enumOf(label('Audit status', '审核状态'), AUDIT_STATUSES, { required: true, defaultValue: RATIO_PENDING, readOnly: true }),
    audit_memo: text(label('Audit memo', '审核备注'), { maxBytes: CAPS.remark, multiline: true, readOnly: true }),
    remark: remarkField(),
  },
  titleField: 'period',
  list: {
    columns: ['vendor_id', 'period', 'ratio', 'audit_status', 'audit_memo', 'updated_at'],
    search: ['period', 'audit_memo'],
    sort: { field: 'period', order: 'DESC' },
  },
  naturalKey: ['vendor_id', 'period'],
  uniqueTogether: [['vendor_id', 'period']],
  importExport: { import: true, export: true },
  actions: { list: ['ratioGrid'] },
  states: audit,
});
