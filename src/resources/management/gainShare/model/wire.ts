// The gain-share report's wire shape (GET /api/v2/gain_share/report/{id}): money as exact decimal text.
export interface GainShareMonth { month: string; shipped_qty: number; saving: string; customer_share: string; our_share: string }
export interface GainShareReport {
  id: number;
  gs_no: string;
  currency: string;
  unit_saving: string;
  customer_share_pct: string;
  months: GainShareMonth[];
  total: { shipped_qty: number; saving: string; customer_share: string; our_share: string };
}
