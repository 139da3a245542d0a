// Demo market prices: quotes and offers for popular MPNs from distributors and brokers over the
// last months, several per part (what the buyer compares before quoting).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const SOURCES: [type: string, name: string, factor: number, dc: string | null][] = [
  ['distributor_quote', 'Arrow Asia', 1.12, '2548'],
  ['distributor_quote', 'Avnet Asia', 1.15, '2546'],
  ['broker_offer', 'Shenzhen Huaqiang broker', 0.97, '2431'],
  ['franchise_catalog', 'Digi-Key catalogue', 1.48, null],
];
const DATES = ['2026-03-12', '2026-05-20', '2026-08-04', '2026-10-15'];

export async function seedPriceDatabase(db: Kysely<DB>): Promise<void> {
  const parts = (await sql<{ mpn: string; manufacturer_id: number; cost: string | null }>`
      select mpn, manufacturer_id, standard_cost as cost from material where manufacturer_id is not null order by id limit 10`.execute(db)).rows;
  const rows = parts.flatMap((p, i) =>
    SOURCES.filter((_, s) => (i + s) % 4 !== 3).map(([source_type, source_name, factor, date_code], s) => ({
      mpn: p.mpn, manufacturer_id: p.manufacturer_id, source_type, source_name, currency: 'USD',
      unit_price: ((Number(p.cost ?? 0) || 0.4 + i * 0.17) * factor).toFixed(5), qty: source_type === 'broker_offer' ? 4_000 + i * 500 : 2_500 * (1 + s),
      date_code, lead_time_weeks: source_type === 'broker_offer' ? 0 : 10 + (i % 4) * 2, quote_date: DATES[(i + s) % DATES.length],
      created_by: 'seed', updated_by: 'seed',
    })),
  );
  if (rows.length) await (db as unknown as Kysely<Record<string, Record<string, unknown>>>).insertInto('price_database').values(rows).execute();
}
