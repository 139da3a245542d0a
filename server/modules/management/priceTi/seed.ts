// Demo prices for the seeded materials: a list price superseded at the start of 2026, end-customer
// and CPN prices, and FB variants, all put in effect through putPrices (the drafts' path).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { putPrices, type PriceInput } from './putPrices';

const MATERIALS = 24;

/** A stable price from the material's standard cost (or its id), to six decimals. */
const priceOf = (base: number, factor: number) => (base * factor).toFixed(6);

export async function seedPrices(db: Kysely<DB>): Promise<void> {
  const mats = (await sql<{ id: number; cost: string | null; cpn: string | null }>`
    select id::int as id, standard_cost::text as cost, cpn from material order by id limit ${MATERIALS}`.execute(db)).rows;
  const ecs = (await sql<{ id: number }>`select id::int as id from end_customer order by id limit 3`.execute(db)).rows.map((e) => e.id);
  const admin = (await sql<{ id: number }>`select id::int as id from users where name = 'admin'`.execute(db)).rows[0];
  if (!mats.length || !admin) return;
  const rows: PriceInput[] = [];
  for (const [i, m] of mats.entries()) {
    const cost = m.cost !== null && Number(m.cost) > 0 ? Number(m.cost) : 0.05 + (m.id % 37) * 0.173;
    const row = (over: Partial<PriceInput>): PriceInput => ({
      material_id: m.id, end_customer_id: null, cpn: null, currency: 'USD', dbp: priceOf(cost, 1), quote_price: priceOf(cost, 1.18), srp: priceOf(cost, 1.35),
      moq: String(1000 * (1 + (i % 4))), valid_from: '2025-01-01', valid_to: null, fb: false, source_draft_id: null, ...over,
    });
    // Last year's list price, superseded by this year's (putPrices closes it on 2025-12-31).
    rows.push(row({ quote_price: priceOf(cost, 1.22), srp: priceOf(cost, 1.4) }), row({ valid_from: '2026-01-01' }));
    if (ecs.length) rows.push(row({ end_customer_id: ecs[i % ecs.length], valid_from: '2026-01-01', quote_price: priceOf(cost, 1.12), srp: priceOf(cost, 1.3) }));
    if (i % 3 === 0) rows.push(row({ cpn: m.cpn ?? `CPN-${String(m.id).padStart(5, '0')}`, valid_from: '2026-02-01', valid_to: '2026-12-31', quote_price: priceOf(cost, 1.1) }));
    if (i % 4 === 0) rows.push(row({ fb: true, valid_from: '2026-01-01', quote_price: priceOf(cost, 1.15), srp: null }));
    if (i % 5 === 0) rows.push(row({ currency: 'CNY', valid_from: '2026-01-01', dbp: priceOf(cost, 7.1), quote_price: priceOf(cost, 8.4), srp: priceOf(cost, 9.6) }));
  }
  await db.transaction().execute((trx) => putPrices(trx, rows, admin.id));
}
