// Demo QBR commitments: this year's four quarters for a few customer / end-customer designs, the
// target price easing each quarter as volume grows (as QBR price-downs do).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

export async function seedQbr(db: Kysely<DB>): Promise<void> {
  const materials = (await sql<{ id: number; cost: string | null }>`select id, standard_cost as cost from material order by id limit 6`.execute(db)).rows;
  const customers = (await sql<{ id: number }>`select id from ship_customer order by id limit 3`.execute(db)).rows;
  const ecs = (await sql<{ id: number }>`select id from end_customer order by id limit 3`.execute(db)).rows;
  if (!materials.length || !customers.length || !ecs.length) return;
  const rows = materials.flatMap((m, i) =>
    ['Q1', 'Q2', 'Q3', 'Q4'].map((quarter, q) => ({
      year: 2026, quarter, ship_customer_id: customers[i % customers.length].id, end_customer_id: ecs[i % ecs.length].id, material_id: m.id,
      target_price: ((Number(m.cost ?? 0) || 0.5 + i * 0.3) * 1.3 * (1 - 0.02 * q)).toFixed(4), currency: 'USD',
      commit_qty: (20_000 + i * 5_000) * (1 + q), remark: q === 0 && i === 0 ? 'Price-down agreed at the Q4 review for volume ramp.' : null,
      created_by: 'seed', updated_by: 'seed',
    })),
  );
  await (db as unknown as Kysely<Record<string, Record<string, unknown>>>).insertInto('qbr').values(rows).execute();
}
