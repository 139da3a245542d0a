// Demo supplier visits: audits and reviews at the demo vendors (by vendor code), some still open.
import { row, type SeedRow } from '../../../seed/demoRow';

type Visit = [vendor: string, date: string, visitor: string, purpose: string, findings: string | undefined, due: string | undefined, status: 'open' | 'closed'];

const VISITS: Visit[] = [
  ['V10001', '2026-09-15', 'Alice Wang', 'Quarterly business review', 'On-time delivery 96.4% (target 98%); agreed weekly backlog calls.', '2026-10-15', 'closed'],
  ['V10002', '2026-10-08', 'Kevin Li', 'ESD and storage audit', 'Two MSL-3 reels stored outside dry cabinets; corrective action requested.', '2026-11-08', 'open'],
  ['V10003', '2026-10-21', 'Maria Schulz', 'Allocation planning for 2027', 'Lead times on automotive MCUs back to 16 weeks.', undefined, 'closed'],
  ['V10004', '2026-11-03', '张伟', '新品导入评审', '样品认证资料齐全，待补充 RoHS 报告。', '2026-11-30', 'open'],
  ['V10006', '2026-11-12', 'Daniel Tan', 'Warehouse relocation check', undefined, '2026-12-12', 'open'],
];

export const supplierVisitRows: SeedRow[] = VISITS.map(([vendor_id, visit_date, visitor, purpose, findings, follow_up_due, status]) =>
  row({ vendor_id, visit_date, visitor, purpose, findings, follow_up_due, status }),
);
