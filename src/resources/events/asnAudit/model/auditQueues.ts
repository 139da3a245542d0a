// The ASN audit items (spec: document 3, sections 3-5; rule R18) and the review queues of the message
// centre that show them. One table and one call family (`/api/v2/audit-item…`) serve every queue; a
// queue's own permissions decide who reads it and who decides its items, so an asset reviewer never
// sees or agrees a maxout price. Plain data shared by the server and the screens.
import type { DatasetField } from '../../../../contract/datasetCounters';
import { label } from '../../../../schema/fields';
import type { AccessRule, Label } from '../../../../schema/types';

export const AUDIT_ITEM_BASE = '/api/v2/audit-item';
export const AUDIT_STATUS_PATH = `${AUDIT_ITEM_BASE}/audit_status`;

/** audit_status (document 3, section 4): only pending items are actionable. */
export const PENDING = 1;
export const AGREED = 2;
export const REFUSED = 3;
export type AuditStatus = typeof PENDING | typeof AGREED | typeof REFUSED;

export const AUDIT_STATUS_LABELS: Record<AuditStatus, Label> = {
  [PENDING]: label('Pending review', '待审核'),
  [AGREED]: label('Agreed', '已同意'),
  [REFUSED]: label('Refused', '已拒绝'),
};

/** A refusal memo is an item remark: 250 UTF-8 bytes (R17). */
export const AUDIT_MEMO_BYTES = 250;

export const AUDIT_QUEUES = ['abnormal_price', 'maxout_price', 'ar_sales', 'ar_finance', 'ar_asset', 'ar_prepaid', 'ftb_item_modify', 'ftb_maxout_price'] as const;
export type AuditQueue = (typeof AUDIT_QUEUES)[number];

export interface QueueRule {
  label: Label;
  /** Who reads the queue's items (the screen's rule). */
  read: AccessRule;
  /** Who agrees or refuses them: a permission naming the review, never a plain reader. */
  audit: string[];
  /** The dataset counter (GET /api/v1/counter/dataset) its pending items add to. */
  counter?: DatasetField;
}

const ASN_REVIEW: AccessRule = { permissions: ['manage-asn', 'review-asn'] };
const AR_REVIEW: AccessRule = { permissions: ['asn-ar-sales-review', 'asn-ar-finance-review'] };
// FTB ASNs (src/resources/shipment/ftbAsn): an item change proposed by manage-ftb-edit, an item below
// its maxout price; manage-ftb-review decides both.
const FTB_MODIFY: AccessRule = { permissions: ['manage-ftb-review', 'manage-ftb-edit'] };
const FTB_MAXOUT: AccessRule = { permissions: ['view-ftb-maxout', 'manage-ftb-review'] };

export const QUEUE_RULES: Record<AuditQueue, QueueRule> = {
  abnormal_price: { label: label('Abnormal price', '价格异常'), read: ASN_REVIEW, audit: ['review-asn'] },
  maxout_price: { label: label('Below maxout price', '低于保本价'), read: ASN_REVIEW, audit: ['review-asn'], counter: 'asn_maxout_count' },
  ar_sales: { label: label('AR review (sales)', '应收审核（销售）'), read: AR_REVIEW, audit: ['asn-ar-sales-review'], counter: 'asn_ar_review_count' },
  ar_finance: { label: label('AR review (finance)', '应收审核（财务）'), read: AR_REVIEW, audit: ['asn-ar-finance-review'], counter: 'asn_ar_review_count' },
  ar_asset: { label: label('AR review (asset)', '应收审核（资产）'), read: { permissions: ['asn-ar-asset-review'] }, audit: ['asn-ar-asset-review'], counter: 'asn_asset_review_count' },
  ar_prepaid: { label: label('AR review (prepaid)', '应收审核（预付）'), read: { permissions: ['manage-prepaid-manager'] }, audit: ['manage-prepaid-manager'], counter: 'asn_prepaid_count' },
  ftb_item_modify: { label: label('FTB item change', 'FTB 明细修改'), read: FTB_MODIFY, audit: ['manage-ftb-review'], counter: 'ftb_asn_item_modify_count' },
  ftb_maxout_price: { label: label('FTB below maxout price', 'FTB 低于保本价'), read: FTB_MAXOUT, audit: ['manage-ftb-review'], counter: 'ftb_maxout_asn_item_modify_count' },
};

/** The message centre's review screens (routes.json, suggested permissions), each over its queues. */
export interface AuditScreen {
  key: string;
  path: string;
  queues: AuditQueue[];
  access: AccessRule;
  label: Label;
  order: number;
}

export const AUDIT_SCREENS: AuditScreen[] = [
  { key: 'abnormalPrice', path: '/events/ASNAbnormalPrice', queues: ['abnormal_price'], access: ASN_REVIEW, label: label('ASN abnormal prices', 'ASN 价格异常'), order: 40 },
  { key: 'maxoutPrice', path: '/events/ASNMaxoutPrice', queues: ['maxout_price'], access: ASN_REVIEW, label: label('ASN maxout prices', 'ASN 低于保本价'), order: 41 },
  { key: 'arReview', path: '/events/ASNarReview', queues: ['ar_sales', 'ar_finance'], access: AR_REVIEW, label: label('ASN AR review', 'ASN 应收审核'), order: 42 },
  { key: 'arReviewAsset', path: '/events/ASNarReviewAsset', queues: ['ar_asset'], access: QUEUE_RULES.ar_asset.read, label: label('ASN AR review (asset)', 'ASN 应收审核（资产）'), order: 43 },
  { key: 'arReviewPrepaid', path: '/events/ASNarReviewPrepaid', queues: ['ar_prepaid'], access: QUEUE_RULES.ar_prepaid.read, label: label('ASN AR review (prepaid)', 'ASN 应收审核（预付）'), order: 44 },
  { key: 'ftbItemModify', path: '/events/ftbAsnItemModify', queues: ['ftb_item_modify'], access: FTB_MODIFY, label: label('FTB ASN item changes', 'FTB ASN 明细修改'), order: 45 },
  { key: 'ftbMaxoutPrice', path: '/events/ftbMaxoutPrice', queues: ['ftb_maxout_price'], access: FTB_MAXOUT, label: label('FTB maxout prices', 'FTB 低于保本价'), order: 46 },
];

/** One audit item as the list and detail answer it; decimals as exact strings. */
export interface AuditItemRow {
  id: number;
  queue: AuditQueue;
  asn_id: number | null;
  invoice_no: string;
  supplier: string | null;
  customer: string | null;
  mpn: string | null;
  qty: string | null;
  price: string | null;
  /** The price it was checked against: the highest quote, the maxout price ... */
  reference_price: string | null;
  currency: string | null;
  /** Why it waits, in the words of the check that raised it. */
  reason: string | null;
  audit_status: AuditStatus;
  audit_memo: string | null;
  audited_by: string | null;
  audited_at: string | null;
  version: number;
  created_at: string;
  /** Whether the caller may agree or refuse it (its queue's audit permission, and pending). */
  actionable?: boolean;
}

/** One decision of `PUT /api/v2/audit-item/audit_status` (the body is a list of them). */
export interface AuditDecision {
  audit_item_id: number;
  audit_status: typeof AGREED | typeof REFUSED;
  audit_memo?: string | null;
  /** The version the reviewer saw: a changed item is a 409, nothing changed. */
  version?: number;
}

/** Its answer: the items decided, and the selected ones that were not pending (skipped, counted). */
export interface AuditAnswer {
  list: AuditItemRow[];
  done: number;
  skipped: number[];
}
