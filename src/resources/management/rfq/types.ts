// Wire types of the RFQ calls beyond the declared CRUD (server/modules/management/rfq): the detail,
// the quote transitions' lines, the import preview and the quarter price information.

export interface RfqLine {
  id: number;
  line_no: number;
  material_id: number;
  material_id__title?: string;
  cpn: string | null;
  qty: number | string;
  target_price: string | null;
  annual_usage: number | string | null;
  quoted_price: string | null;
  quoted_by: string | null;
  lead_time_weeks: number | string | null;
  moq: number | string | null;
  valid_until: string | null;
  q1_price: string | null;
  q2_price: string | null;
  q3_price: string | null;
  q4_price: string | null;
}

export interface RfqDetail {
  id: number;
  version: number;
  rfq_no: string;
  customer_id: number;
  customer_id__title?: string;
  end_customer_id: number | null;
  end_customer_id__title?: string;
  requester: string | null;
  currency: string;
  stage: string;
  due_date: string | null;
  requote_memo: string | null;
  remark: string | null;
  created_by: string | null;
  items: RfqLine[];
}

/** One line's quote as `POST /api/v2/rfq/quote` takes it in `lines` (money as exact decimal strings). */
export interface RfqLineQuote {
  id: number;
  quoted_price?: string | null;
  lead_time_weeks?: string | number | null;
  moq?: string | number | null;
  valid_until?: string | null;
}

/** `POST /api/v1/rfq/preview`: the sheet's rows, each with its problems; nothing written. */
export interface RfqPreviewRow {
  row: number;
  mpn: string;
  material_id: number | null;
  cpn: string | null;
  qty: string | number | null;
  target_price: string | number | null;
  annual_usage: string | number | null;
  problems: string[];
}
export interface RfqPreview {
  rows: RfqPreviewRow[];
  errors: { row: number; field: string; message: string }[];
  valid: boolean;
}
