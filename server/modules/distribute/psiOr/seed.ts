// Demo stock for the OR PSI, so that its screens show the four colour classes too: the family PSIs'
// stock (psi/seed.ts) leaves the materials of the released ORs and of the stock either covered for
// the year or short at once. Each material short in the first weeks stays short (red), or receives what
// covers its first 4 weeks (yellow: short again in weeks 5–8) or its first 8 (blue: short from week 9),
// the class given least so far among those its later demand allows (its shortfall must still grow after
// those weeks). The ORs' materials first, then the stock's; received through the stock module. The
// seeded orders' dates are fixed, so first the short parts get demo demand dated from the business day
// where they lack a later need (seedDemand.ts): every class is in reach on any day of the year.
import { sql, type Kysely } from 'kysely';
import { decimal, milli } from '../../../../src/contract/psi/engine';
import { writeTransaction } from '../../../db/retry';
import type { DB } from '../../../db/types';
import { businessToday } from '../../../time/businessDay';
import { applyStockMoves, type StockMove } from '../../management/inventories/stock/moves';
import { buildRow, periodsOf } from '../psi/build';
import type { PsiDbRow } from '../psi/query';
import { queryOrPsi, type OrPsiQuery } from './query';
import { seedOrPsiDemand } from './seedDemand';

/** Weeks covered by class: none (red), 4 (yellow), 8 (blue). */
const COVER = [0, 4, 8];

/** The running peak of what the row lacks by the end of each week (its stock not counted). */
function shortfall(row: PsiDbRow, periods: string[]): number[] {
  const stock = milli(row.on_hands) + milli(row.on_ways);
  let peak = 0;
  return buildRow(row, periods, false).current.outcome.map((c) => (peak = Math.max(peak, stock - milli(c.balance))));
}

export async function seedOrPsiStock(db: Kysely<DB>): Promise<void> {
  const q: OrPsiQuery = { date: businessToday(), period: 'week', page: 1, size: 999999, order: 'asc', status: 'shortage' };
  const periods = periodsOf(q);
  await seedOrPsiDemand(db, q, periods);
  const seen = new Set<number>();
  const moves: StockMove[] = [];
  for (const source of ['list', 'inventory'] as const) {
    const rows = (await queryOrPsi(db, source, q)).filter((r) => r.material_id && !seen.has(r.material_id));
    const given = [0, 0, 0];
    rows.sort((a, b) => a.material_id! - b.material_id!).forEach((r) => {
      seen.add(r.material_id!);
      const need = shortfall(r, periods);
      // Covered for 4 (8) weeks, the row is short again in weeks 5–8 (from week 9) only if it lacks more then.
      const fits = [true, need[7] > need[3], need[need.length - 1] > need[7]];
      const k = [0, 1, 2].filter((c) => fits[c]).sort((a, b) => given[a] - given[b] || b - a)[0];
      given[k] += 1;
      const weeks = COVER[k];
      if (!weeks) return;
      const qty = need[weeks - 1] - (milli(r.on_hands) + milli(r.on_ways));
      if (qty > 0) moves.push({ kind: 'receive', material_id: r.material_id!, sloc_id: 0, supplier: 'TI', qty: decimal(qty), ref_type: 'psi-demo', memo: 'OR PSI demo stock' });
    });
  }
  if (!moves.length) return;
  // Where each receives: its material's default SLOC, else the SLOC it is kept in, else the first SLOC.
  const ids = moves.map((m) => m.material_id);
  const places = (await sql<{ material_id: number; sloc_id: number }>`select m.id::int as material_id, coalesce(
      (select si.sloc_id from sloc_inventory si where si.material_id = m.id order by si.is_default desc, si.id limit 1),
      (select v.sloc_id from inventory v where v.material_id = m.id order by v.id limit 1),
      (select s.id from sloc s order by s.id limit 1))::int as sloc_id
    from material m where m.id in (${sql.join(ids)})`.execute(db)).rows;
  const slocOf = new Map(places.map((p) => [p.material_id, p.sloc_id]));
  const placed = moves.filter((m) => slocOf.get(m.material_id)).map((m) => ({ ...m, sloc_id: slocOf.get(m.material_id)! }));
  if (placed.length) await writeTransaction(db, (trx) => applyStockMoves(trx, placed, { name: 'op' }));
}
