// Checks and casts the rows handed to putPrices: each wrong value is a 400 naming the row and field.
import type { Locale } from '../../../../src/schema';
import { CURRENCIES } from '../../../../src/resources/basic/customer/model/entity';
import { ApiError } from '../../../http/errors';
import { idValue } from '../../../records/request';
import { priceText } from './messages';

/** One price to put in effect; decimals as strings (exact), dates as YYYY-MM-DD. */
export interface PriceInput {
  material_id: number;
  end_customer_id: number | null;
  cpn: string | null;
  currency: string;
  dbp: string | null;
  quote_price: string;
  srp: string | null;
  moq: string | null;
  valid_from: string;
  valid_to: string | null;
  fb?: boolean;
  source_draft_id?: number | null;
}

export type CheckedPrice = Required<PriceInput>;

const DECIMAL = /^\d{1,14}(\.\d{1,6})?$/;
const CURRENCY_CODES = new Set(CURRENCIES.map((c) => c.value));

export function isDate(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

export const isDecimal = (v: unknown) => (typeof v === 'string' || typeof v === 'number') && DECIMAL.test(String(v).trim());

const isId = (v: unknown) => idValue(v) !== undefined;

/** Checks row `index` (0-based; messages say index + 1) and answers it cast, or throws the 400. */
export function checkPrice(raw: unknown, index: number, locale: Locale): CheckedPrice {
  const row = index + 1;
  const fail = (field: string, rule: string): never => {
    const message = priceText(locale, 'rowField', { row, field, rule });
    throw new ApiError(400, message, [{ field, message, row }]);
  };
  if (!raw || typeof raw !== 'object') fail('row', priceText(locale, 'required'));
  const r = raw as Record<string, unknown>;
  const optDecimal = (f: string): string | null => {
    const v = r[f];
    if (v === null || v === undefined || v === '') return null;
    if (!isDecimal(v)) fail(f, priceText(locale, 'decimal'));
    return String(v).trim();
  };
  const optId = (f: string): number | null => {
    const v = r[f];
    if (v === null || v === undefined || v === '') return null;
    if (!isId(v)) fail(f, priceText(locale, 'id'));
    return idValue(v)!;
  };
  if (!isId(r.material_id)) fail('material_id', priceText(locale, 'id'));
  const cpnRaw = r.cpn === undefined || r.cpn === null ? '' : r.cpn;
  if (typeof cpnRaw !== 'string' || Buffer.byteLength(cpnRaw.trim()) > 60) fail('cpn', priceText(locale, 'text'));
  if (typeof r.currency !== 'string' || !CURRENCY_CODES.has(r.currency)) fail('currency', priceText(locale, 'currency'));
  const quote = optDecimal('quote_price');
  if (quote === null) fail('quote_price', priceText(locale, 'required'));
  if (!isDate(r.valid_from)) fail('valid_from', priceText(locale, 'date'));
  const validTo = r.valid_to === null || r.valid_to === undefined || r.valid_to === '' ? null : r.valid_to;
  if (validTo !== null && !isDate(validTo)) fail('valid_to', priceText(locale, 'date'));
  if (validTo !== null && (validTo as string) < (r.valid_from as string)) fail('valid_to', priceText(locale, 'dateOrder'));
  if (r.fb !== undefined && r.fb !== null && typeof r.fb !== 'boolean') fail('fb', priceText(locale, 'bool'));
  return {
    material_id: Number(r.material_id),
    end_customer_id: optId('end_customer_id'),
    cpn: (cpnRaw as string).trim() || null,
    currency: r.currency as string,
    dbp: optDecimal('dbp'),
    quote_price: quote as string,
    srp: optDecimal('srp'),
    moq: optDecimal('moq'),
    valid_from: r.valid_from as string,
    valid_to: validTo as string | null,
    fb: r.fb === true,
    source_draft_id: optId('source_draft_id'),
  };
}
