// The limitation report's wire shapes, read by the server's report calls and the report screens.
export interface LimitationReportRow {
  id: number;
  version: number;
  limit_no: string;
  mpn: string;
  bg: string | null;
  reason: string;
  status: string;
  start_date: string;
  end_date: string;
  limited_qty: number;
  allocated_qty: number;
  used_qty: number;
  remaining_qty: number;
  /** used / limited × 100, two decimals, as text (exact); "0.00" when the limit is 0. */
  usage_pct: string;
  over: boolean;
}

export interface LimitationMonth { id: number; month: string; allocated_qty: number; used_qty: number; comment: string | null }
export interface LimitationReportDetail extends LimitationReportRow { months: LimitationMonth[] }

/** `view-limitation` reads (report included); `manage-limitation` writes and finishes. */
export const LIMITATION_ACCESS = { permissions: ['view-limitation', 'manage-limitation'] };

/** The report's rule (routes.json: view-limitation); the manager records usage. */
export const LIMITATION_REPORT_ACCESS = { permissions: ['view-limitation'], write: ['manage-limitation'] };
