// R19, the price check of each item against the price tables: the highest quote and SRP in effect on
// the ship date, and the maxout price (the lowest cost, DBP, in effect: selling below it loses money).
// Warnings, never refusals: below the maxout price → maxout; below the highest quote → keep to the
// SRP; no quote → not-price.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';

type Executor = Kysely<DB> | Transaction<DB>;

export interface PriceFacts {
  quote_price: string | null;
  srp: string | null;
  maxout_price: string | null;
}

/** The price facts per material id, effective on `day` (YYYY-MM-DD). */
export async function priceFacts(db: Executor, materialIds: number[], day: string): Promise<Map<number, PriceFacts>> {
  if (!materialIds.length) return new Map();
  const rows = await sql<{ material_id: number; quote_price: string | null; srp: string | null; maxout_price: string | null }>`
    select p.material_id::int as material_id, max(p.quote_price)::text as quote_price, max(p.srp)::text as srp, min(p.dbp)::text as maxout_price
    from price_ti p
    where p.material_id = any(${sql.val([...new Set(materialIds)])}::bigint[]) and p.fb = false
      and p.valid_from <= ${day}::date and (p.valid_to is null or p.valid_to >= ${day}::date)
    group by p.material_id`.execute(db);
  return new Map(rows.rows.map((r) => [Number(r.material_id), { quote_price: r.quote_price, srp: r.srp, maxout_price: r.maxout_price }]));
}

/** Exact comparison of two non-negative decimal strings (no float): -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const [ai, af = ''] = a.split('.');
  const [bi, bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  const x = BigInt(ai + af.padEnd(width, '0'));
  const y = BigInt(bi + bf.padEnd(width, '0'));
  return x < y ? -1 : x > y ? 1 : 0;
}

export type PriceWarning = 'ok' | 'srp' | 'maxout' | 'no_price';
/** Worst first: the header shows the worst of its items. */
export const WARNING_ORDER: PriceWarning[] = ['maxout', 'no_price', 'srp', 'ok'];

export function priceWarning(price: string, facts: PriceFacts | undefined): PriceWarning {
  if (facts?.maxout_price && compareDecimal(price, facts.maxout_price) < 0) return 'maxout';
  if (!facts?.quote_price) return 'no_price';
  return compareDecimal(price, facts.quote_price) < 0 ? 'srp' : 'ok';
}

export const worstWarning = (warnings: PriceWarning[]): PriceWarning | null =>
  warnings.length ? WARNING_ORDER.find((w) => warnings.includes(w))! : null;
