// What a price draft changes (GET /api/v1/price/draft/{id}/changes): each line with the price of the
// same key (material, end customer, CPN, currency, FB) that it supersedes, so the auditors see the
// old and the new values before they agree. Shared by the server route and the draft's show page.
import { PRICE_DRAFT_BASE } from './priceDraftRules';

export const draftChangesUrl = (id: number | string) => `${PRICE_DRAFT_BASE}/${id}/changes`;

/** The amounts a line sets; decimals as exact strings. `dbp` only for holders of the right `price_ti.dbp`. */
export interface PriceValues {
  dbp?: string | null;
  quote_price: string | null;
  srp: string | null;
  moq: string | null;
  valid_from: string | null;
  valid_to: string | null;
}

export interface DraftChangeLine {
  id: number;
  line_no: number;
  material_id: number;
  mpn: string;
  end_customer_id: number | null;
  ec_code: string | null;
  cpn: string | null;
  currency: string;
  fb: boolean;
  proposed: PriceValues;
  /** The price of the same key in effect from before the line's start (not one this draft put in); null: a new price. */
  current: PriceValues | null;
}

export interface DraftChanges {
  list: DraftChangeLine[];
}

/** The amounts an auditor compares, in the order the page shows them. */
export const COMPARED = ['dbp', 'quote_price', 'srp', 'moq'] as const;
