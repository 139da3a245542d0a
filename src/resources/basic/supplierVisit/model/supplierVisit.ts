import { defineResource } from '../../../../schema';
import { date, enumOf, label, reference, text } from '../../../../schema/fields';

export const VISIT_STATUSES = [
  { value: 'open', label: label('Open', '进行中'), color: 'warning' as const },
  { value: 'closed', label: label('Closed', '已关闭'), color: 'success' as const },
];

/**
 * Supplier visit: a buyer's or quality engineer's visit to a vendor (an audit, a quarterly review),
 * what was found, and when the follow-up is due. The product's own screen: the spec has none.
 */
export const supplierVisit = defineResource({
  name: 'supplier_visit',
  own: 'Purchasing logs its visits to vendors and their follow-ups; the spec has no such screen.',
  api: { base: '/api/v1/supplier-visit' },
  route: '/basic/company/supplierVisits',
  access: { permissions: ['manage-supplier-visit', 'view-supplier-visit'] },
  menu: { group: 'basic', section: 'company', order: 4 },
  label: label('Supplier visits', '供应商拜访'),
  recordLabel: label('Supplier visit', '供应商拜访'),
  fields: {
    title: text(label('Visit', '拜访'), { maxBytes: 300, readOnly: true, composedOf: ['vendor_id', 'visit_date'] }),
    vendor_id: reference(label('Supplier', '供应商'), 'vendor', { required: true }),
    visit_date: date(label('Visit date', '拜访日期'), { required: true }),
    visitor: text(label('Visitor', '拜访人'), { required: true, maxBytes: 60 }),
    purpose: text(label('Purpose', '拜访目的'), { required: true, maxBytes: 200 }),
    findings: text(label('Findings', '发现事项'), { maxBytes: 2000, multiline: true, listHidden: true }),
    follow_up_due: date(label('Follow-up due', '跟进截止日期'), { notBefore: 'visit_date' }),
    status: enumOf(label('Status', '状态'), VISIT_STATUSES, { required: true, defaultValue: 'open' }),
  },
  titleField: 'title',
  // One visitor's visit to one supplier on one day: what an import matches to update, not insert.
  naturalKey: ['vendor_id', 'visit_date', 'visitor'],
  list: {
    columns: ['vendor_id', 'visit_date', 'visitor', 'purpose', 'follow_up_due', 'status'],
    search: ['visitor', 'purpose'],
    sort: { field: 'visit_date', order: 'DESC' },
  },
});
