// Demo gain-share agreements: three customers sharing a part's cost reduction, with monthly shipments.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

type Row = Record<string, unknown>;
const AGREEMENTS = [
  { no: 'GS-2026-001', old: '0.4850', new: '0.4500', pct: '50.00', from: '2026-07-01', to: '2027-06-30', status: 'active', months: [['2026-07', 120000], ['2026-08', 96000], ['2026-09', 150000], ['2026-10', 132500]] },
  { no: 'GS-2026-002', old: '2.1500', new: '1.9800', pct: '30.00', from: '2026-09-01', to: null, status: 'active', months: [['2026-09', 8000], ['2026-10', 12500], ['2026-11', 9750]] },
  { no: 'GS-2025-007', old: '0.0920', new: '0.0850', pct: '60.00', from: '2025-10-01', to: '2026-09-30', status: 'closed', months: [['2026-07', 500000], ['2026-08', 450000], ['2026-09', 610000]] },
] as const;

export async function seedGainShares(db: Kysely<DB>): Promise<void> {
  const customers = (await sql<{ id: number }>`select id from ship_customer order by id limit 3`.execute(db)).rows;
  const materials = (await sql<{ id: number }>`select id from material order by id offset 20 limit 3`.execute(db)).rows;
  if (customers.length < 3 || materials.length < 3) return;
  const dyn = db as unknown as Kysely<Record<string, Row>>;
  for (const [k, a] of AGREEMENTS.entries()) {
    const [head] = await dyn
      .insertInto('gain_share')
      .values({ gs_no: a.no, customer_id: customers[k].id, material_id: materials[k].id, currency: 'USD', old_price: a.old, new_price: a.new, customer_share_pct: a.pct, start_date: a.from, end_date: a.to, status: a.status, created_by: 'seed', updated_by: 'seed' })
      .returning('id')
      .execute();
    await dyn.insertInto('gain_share_month').values(a.months.map(([month, qty]) => ({ gain_share_id: head.id, month, shipped_qty: qty, created_by: 'seed' }))).execute();
  }
}
