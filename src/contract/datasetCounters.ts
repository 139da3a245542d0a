// The fields of `GET /api/v1/counter/dataset` (document 3, section 3; docs/api-contract.md): each
// counts records waiting for the caller in one workflow. A field is answered only when a module
// counts it, so a workflow not built yet is absent rather than a made-up zero.
export const DATASET_FIELDS = [
  'material_draft_count',
  'end_customer_draft_count',
  'sa_list_draft_count',
  'price_table_audit_draft_count',
  'asn_maxout_count',
  'ftb_maxout_asn_item_modify_count',
  'asn_ar_review_count',
  'asn_asset_review_count',
  'asn_prepaid_count',
  'ftb_asn_item_modify_count',
  'co_binding_so_review_count',
] as const;

export type DatasetField = (typeof DATASET_FIELDS)[number];

export const DATASET_PATH = '/api/v1/counter/dataset';
