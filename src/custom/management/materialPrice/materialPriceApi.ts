// The material price view's calls through the app's request helper (envelope, headers, error catalogue).
import { MATERIAL_PRICE_BASE, type MaterialPriceFilters, type MaterialPriceRow } from '../../../resources/management/priceTi/model/wire';
import { requestFile, requestJson, unwrapData } from '../../../dataProvider';

export const MATERIAL_PRICE_KEY = ['priceTi', 'materialPrice'] as const;

const query = (f: MaterialPriceFilters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as Record<string, string>;

export const fetchMaterialPrices = async (f: MaterialPriceFilters, page: number, size: number, signal?: AbortSignal) =>
  unwrapData(await requestJson(MATERIAL_PRICE_BASE, { query: { ...query(f), page: String(page), size: String(size) }, signal })) as { list: MaterialPriceRow[]; total: number };

export const exportMaterialPrices = (f: MaterialPriceFilters) =>
  requestFile(`${MATERIAL_PRICE_BASE}/export`, { query: { ...query(f), format: 'xlsx' } }, 'material_price.xlsx');
