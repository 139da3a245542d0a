import { defineResource } from '../../../schema';
import { CAPS, decimal, enumOf, label, reference, remarkField, text } from '../../../schema/fields';

/** The spec's audit states (document 3, section 4): only pending items can be agreed or refused. */
export const AUDIT_STATUSES = [
  { value: '1', label: label('Pending review', '待审核') },
  { value: '2', label: label('Agreed', '已同意') },
  { value: '3', label: label('Refused', '已拒绝') },
];

/** Agreeing or refusing ratios needs this permission on top of the screen's rule (PUT /api/v2/vendor-ratio/audit). */
export const RATIO_AUDIT_PERMISSION = 'manage-vendor-ratio-audit';

/**
 * Vendor ratio: the share of a vendor's purchases counted in a quarter's reconciliation (it overrides
 * its vendor type's default ratio). Entered by purchasing, agreed or refused by the ratio auditors
 * (PUT /api/v2/vendor-ratio/audit). Refusing needs a memo (the audit rule of document 3, section 5):
 * the declaration cannot express "required when refused", so the audit endpoint must check it.
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
    // Set only by the audit call (and back to pending by a change of the ratio): read-only everywhere
    // else, so neither a form, the generic PUT/POST nor an import can agree a ratio.
    audit_status: enumOf(label('Audit status', '审核状态'), AUDIT_STATUSES, { required: true, defaultValue: '1', readOnly: true }),
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
  actions: { list: ['ratioGrid'], row: ['auditRatio'], show: ['auditRatio'] },
});
