// Wire types of the price table's hand-written calls (server/modules/management/priceTi), shared by both sides.

/** The material price view's screen and call (/management/price/materialPrice). */
export const MATERIAL_PRICE_ACCESS = { permissions: ['manage-material-price', 'view-material-price'] };


/** One price in effect, as the material price view and the price check answer it; decimals are exact strings. */
export interface MaterialPriceRow {
  id: number;
  material_id: number;
  mpn: string;
  description: string | null;
  end_customer_id: number | null;
  ec_code: string | null;
  cpn: string | null;
  currency: string;
  /** Only to holders of the field right `price_ti.dbp`. */
  dbp?: string | null;
  quote_price: string;
  srp: string | null;
  moq: string | null;
  valid_from: string;
  valid_to: string | null;
  fb: boolean;
  updated_at: string;
}

/** The material price view's filters (query parameters of GET /api/v2/price-ti/material-price). */
export interface MaterialPriceFilters {
  mpn?: string;
  ec_code?: string;
  cpn?: string;
  currency?: string;
  /** YYYY-MM-DD; today when absent. */
  date?: string;
}

export const MATERIAL_PRICE_BASE = '/api/v2/price-ti/material-price';
