// The FTB ASN's own calls (besides the generic list, detail, bill-date update and transitions): their
// paths, access rules and wire shapes, read by the server and the screens. Decimals travel as exact text.
import type { AccessRule } from '../../../../schema/types';
import { FTB_EDIT_ACCESS, FTB_MAXOUT_ACCESS, FTB_SCREEN_ACCESS } from './access';

const BASE = '/api/v2/ftb_asn';

export const FTB_PATHS = {
  maxout: `${BASE}/maxout`,
  maxoutReport: `${BASE}/maxout/report`,
  report: `${BASE}/report`,
  item: `${BASE}/item`,
  history: `${BASE}/history`,
  exist: `${BASE}/exist`,
  invoiceNo: `${BASE}/invoice_no`,
} as const;

export const FTB_CALL_ACCESS: Record<'read' | 'edit' | 'maxout', AccessRule> = { read: FTB_SCREEN_ACCESS, edit: FTB_EDIT_ACCESS, maxout: FTB_MAXOUT_ACCESS };

/** POST /item (a new item) and PUT /item/{id} (a change): what the editor proposes; a reviewer decides. */
export interface FtbItemProposal {
  /** POST only: the FTB ASN the item joins. */
  ftb_asn_id?: number;
  material_id?: number;
  /** Instead of material_id: the part's MPN, looked up. */
  mpn?: string;
  cpn?: string | null;
  order_no?: string | null;
  po_line?: string | null;
  qty?: number | string;
  price?: number | string;
  remark?: string | null;
  /** The FTB ASN's version the editor saw (409 when it changed since). */
  version?: number;
}

/** A change waiting for review (or decided): the answer of the item calls and the history's rows. */
export interface FtbItemChange {
  id: number;
  ftb_asn_id: number;
  item_id: number | null;
  kind: 'add' | 'change';
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
  /** 1 pending, 2 applied, 3 refused (the audit item's status). */
  status: number;
  audit_item_id: number;
  audit_memo: string | null;
  created_by: string;
  created_at: string;
  decided_by: string | null;
  decided_at: string | null;
}

/** One row of the maxout view: an item priced below its maxout price. */
export interface FtbMaxoutRow {
  id: number;
  ftb_asn_id: number;
  ftb_no: string;
  invoice_no: string | null;
  supplier_account: string;
  customer: string | null;
  line_no: number;
  mpn: string | null;
  qty: string;
  price: string;
  maxout_price: string;
  /** maxout_price - price, exact. */
  gap: string;
  amount_below: string;
  maxout_status: string;
  currency: string;
}

/** POST /exist: which invoice numbers are taken, by an FTB ASN or an ASN. */
export interface FtbExistAnswer {
  exist: string[];
  ftb: { invoice_no: string; id: number; ftb_no: string }[];
  asn: { invoice_no: string; id: number }[];
}

/** POST /invoice_no: `{ items: [{ id, invoice_no, version }] }`, all or none. */
export interface FtbInvoiceNoItem {
  id: number;
  invoice_no: string;
  version?: number;
}

/** GET /history/{id}: the record's events and its item changes with their reviews. */
export interface FtbHistory {
  events: { id: number; action: string; reason: string | null; user_name: string | null; created_at: string }[];
  changes: FtbItemChange[];
}
