import { priceTi, priceTiQuote } from './priceTi';

export { DBP_RIGHT, MATERIAL_PRICE_ACCESS, PRICE_CHECK_ACCESS, PRICE_WRITE_ACCESS, QUOTE_ACCESS, SRP_ACCESS, priceTi, priceTiQuote } from './priceTi';
/** After material and end_customer, which they reference. */
export const priceTiResources = [priceTi, priceTiQuote];
