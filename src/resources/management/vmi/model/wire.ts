// What the VMI goods-receipt progress screens and their calls share (server/modules/management/vmi).

/** The progress screens and calls (/management/vmi/vmiGRProgress, /api/v1/vmi/progress...). */
export const VMI_GR_PROGRESS_ACCESS = { permissions: ['view-gr'] };


/** The progress of one supplier invoice: received against invoiced, over its GR lines. */
export interface VmiProgressRow {
  /** The invoice number (the row's id on the progress screens). */
  id: string;
  invoice_no: string;
  supplier: string;
  lines: number;
  lines_received: number;
  /** Exact integers as text (bigint sums). */
  ordered_qty: string;
  received_qty: string;
  /** Received / invoiced in percent, one decimal, as text ("87.5"). */
  progress: string;
  status: VmiProgressStatus;
  last_gr_date: string | null;
}

export type VmiProgressStatus = 'open' | 'partial' | 'received';
export const VMI_PROGRESS_STATUSES: VmiProgressStatus[] = ['open', 'partial', 'received'];
export const VMI_PROGRESS_SORTS = ['invoice_no', 'supplier', 'last_gr_date', 'progress'] as const;

/** One GR line of an invoice on the detail screen. */
export interface VmiProgressLine {
  id: number;
  gr_no: string | null;
  mpn: string;
  sloc_code: string;
  ordered_qty: string;
  received_qty: string;
  gr_date: string | null;
}

export interface VmiProgressDetail extends VmiProgressRow {
  items: VmiProgressLine[];
}

/** POST /api/v1/862/valid-price: one row as sent (material id and unit price as text or number). */
export interface ValidPriceRowResult {
  row: number;
  material_id: number;
  unit_price: string;
  ok: boolean;
  /** Set when the price is off or cannot be checked, in R22's row words. */
  message?: string;
  /** The reference price, only for callers holding the material's standard-cost right. */
  standard_cost?: string;
}
