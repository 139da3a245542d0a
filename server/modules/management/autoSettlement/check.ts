// One SAP settlement line checked and matched: the customer by its number, the material by its MPN,
// then a shipped or closed sales order of the customer in the line's currency holding that material
// (the named one when the line gives an SO no.), whose line's unit price is SAP's. Every failed check
// is a reason; a line with none is matched. The amount is round(qty × unit price, 2) in numeric.
import { sql, type Kysely } from 'kysely';
import type { Locale } from '../../../../src/schema';
import { SETTLEMENT_CURRENCIES } from '../../../../src/resources/management/autoSettlement/model/autoSettlement';
import type { DB } from '../../../db/types';
import { sw } from './words';

/** A line as SAP gives it (or as a correction sends it): text, not yet trusted. */
export interface RawLine {
  settlement_no: string;
  sap_doc_no: string;
  customer_code: string;
  bill_to: string;
  invoice_no: string;
  mpn: string;
  so_no: string;
  qty: string;
  unit_price: string;
  currency: string;
  settlement_date: string;
  /** SAP's own net amount, when the file has one: it must equal round(qty × unit price, 2). */
  amount?: string;
}

export const RAW_FIELDS = ['settlement_no', 'sap_doc_no', 'customer_code', 'bill_to', 'invoice_no', 'mpn', 'so_no', 'qty', 'unit_price', 'currency', 'settlement_date'] as const;

/** What is stored for the line: the checked values (null where unreadable), the match, the reasons. */
export interface CheckedLine {
  values: Record<string, string | number | null>;
  status: 'matched' | 'error';
  reasons: string[];
}

const QTY = /^\d{1,12}$/;
const PRICE = /^\d{1,12}(\.\d{1,6})?$/;
const AMOUNT = /^-?\d{1,16}(\.\d{1,2})?$/;

function validDate(s: string): string | null {
  const m = /^(\d{4})[-./]?(\d{2})[-./]?(\d{2})$/.exec(s);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

const cut = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/** A cell or body value as trimmed text; an object (not a sheet's date) as its JSON, never its own toString. */
const cellText = (v: unknown) => (typeof v === 'object' && v !== null && !(v instanceof Date) ? JSON.stringify(v) : String(v ?? '')).trim();

export async function checkLine(db: Kysely<DB>, raw: RawLine, locale: Locale): Promise<CheckedLine> {
  const reasons: string[] = [];
  const t = (k: Parameters<typeof sw>[1], v?: Record<string, string | number>) => reasons.push(sw(locale, k, v));
  const r = Object.fromEntries(RAW_FIELDS.map((f) => [f, cellText(raw[f])])) as Record<(typeof RAW_FIELDS)[number], string>;
  if (!r.settlement_no) t('missing', { field: sw(locale, 'f_settlement_no') });
  if (!r.sap_doc_no) t('missing', { field: sw(locale, 'f_sap_doc_no') });
  if (!r.invoice_no) t('missing', { field: sw(locale, 'f_invoice_no') });
  const qty = QTY.test(r.qty) && Number(r.qty) > 0 ? r.qty : null;
  if (!qty) t('badQty', { value: r.qty || '-' });
  const price = PRICE.test(r.unit_price) ? r.unit_price : null;
  if (!price) t('badPrice', { value: r.unit_price || '-' });
  const currency = r.currency.toUpperCase();
  if (!SETTLEMENT_CURRENCIES.includes(currency)) t('badCurrency', { value: r.currency || '-' });
  const day = validDate(r.settlement_date);
  if (!day) t('badDate', { value: r.settlement_date || '-' });

  const customer = r.customer_code ? (await sql<{ id: number; currency: string }>`select id, currency from ship_customer where code = ${r.customer_code}`.execute(db)).rows[0] : undefined;
  if (!r.customer_code) t('missing', { field: sw(locale, 'f_customer') });
  else if (!customer) t('unknownCustomer', { value: r.customer_code });
  const material = r.mpn ? (await sql<{ id: number }>`select id from material where mpn = ${r.mpn}`.execute(db)).rows[0] : undefined;
  if (!r.mpn) t('missing', { field: sw(locale, 'f_mpn') });
  else if (!material) t('unknownMpn', { value: r.mpn });

  let amount: string | null = null;
  if (qty && price) {
    amount = (await sql<{ a: string }>`select round(${qty}::numeric * ${price}::numeric, 2)::text as a`.execute(db)).rows[0].a;
    const given = cellText(raw.amount).replaceAll(',', '');
    if (given && (!AMOUNT.test(given) || (await sql<{ same: boolean }>`select ${given}::numeric = ${amount}::numeric as same`.execute(db)).rows[0].same !== true)) {
      t('amountDiffers', { value: given, qty, price, amount });
    }
  }

  let soId: number | null = null;
  if (customer && material && SETTLEMENT_CURRENCIES.includes(currency)) {
    const named = r.so_no ? sql`and s.so_no = ${r.so_no.toUpperCase()}` : sql``;
    const found = (await sql<{ id: number; so_no: string; unit_price: string; same: boolean }>`
      select s.id, s.so_no, i.unit_price::text as unit_price, ${price ? sql`i.unit_price = ${price}::numeric` : sql`false`} as same
      from sales_order s join sales_order_item i on i.so_id = s.id
      where s.customer_id = ${customer.id} and i.material_id = ${material.id} and s.currency = ${currency} and s.status in ('shipped', 'closed') ${named}
      order by 4 desc, s.so_date desc nulls last, s.id desc limit 1`.execute(db)).rows[0];
    if (!found) t(r.so_no ? 'noShippedSoNamed' : 'noShippedSo', { so: r.so_no.toUpperCase(), customer: r.customer_code, mpn: r.mpn, currency });
    else if (price && !found.same) t('priceDiffers', { price, so: found.so_no, so_price: String(Number(found.unit_price)) });
    else soId = Number(found.id);
  }

  const values = {
    settlement_no: cut(r.settlement_no, 30) || null,
    sap_doc_no: cut(r.sap_doc_no, 20) || null,
    customer_code: cut(r.customer_code, 30) || null,
    customer_id: customer ? Number(customer.id) : null,
    bill_to: cut(r.bill_to, 30) || null,
    invoice_no: cut(r.invoice_no, 30) || null,
    mpn: cut(r.mpn, 60) || null,
    material_id: material ? Number(material.id) : null,
    so_no: cut(r.so_no.toUpperCase(), 30) || null,
    so_id: soId,
    qty: qty ? Number(qty) : null,
    unit_price: price,
    amount,
    currency: cut(currency, 3) || null,
    settlement_date: day,
    status: reasons.length ? 'error' : 'matched',
    error_reason: reasons.length ? cut(reasons.join('; '), 1000) : null,
  };
  return { values, status: reasons.length ? 'error' : 'matched', reasons };
}
