// Demo stock for the PSI: the hubs hold stock for the forecast parts so that every PSI screen shows
// the four colour classes, by weeks and by months. Each stock place (material, SLOC) of the current
// forecasts gets, in turn, no stock, enough for weeks 1–4, 1–8, 1–24, 1–40 or the whole year: by weeks
// red, yellow, blue, blue, blue, green; by months (1–4 red, 5–8 yellow, 9+ blue) red, red, red, yellow,
// blue, green. Sized on the PSI itself (rule 5, today's PSI of every family), received through the stock module.
import { sql, type Kysely } from 'kysely';
import { milli, decimal } from '../../../../src/contract/psi/engine';
import { FAMILY_TABLE, type PsiFamily } from '../../../../src/contract/psi/types';
import { writeTransaction } from '../../../db/retry';
import type { DB } from '../../../db/types';
import { applyStockMoves, type StockMove } from '../../management/inventories/stock/moves';
import { businessToday } from '../../../time/businessDay';
import { buildRow, periodsOf } from './build';
import type { PsiQuery } from './params';
import { queryPsiPage } from './query';
import { resolveSources } from './sources';

/** The weeks a place stays covered, in turn (see above): 4 and 8 colour the weeks, 24 and 40 the months. */
const COVER = [0, 4, 8, 24, 40, 52];

export async function seedPsiStock(db: Kysely<DB>): Promise<void> {
  if (!(await sql<{ n: number }>`select count(*)::int as n from forecast`.execute(db)).rows[0].n) return;
  const q: PsiQuery = { date: businessToday(), rule: 5, page: 1, size: 999999, type: 'json', synchronization: false, realtimeInventory: true, period: 'week', order: 'asc', weekCount: 16 };
  // Per stock place: the most any of its rows needs by the end of each week (stock not counted).
  const need = new Map<string, { material_id: number; sloc_id: number; stock: number; byWeek: number[] }>();
  for (const family of ['NonCF', 'CF', 'NonTI'] as PsiFamily[]) {
    const src = await resolveSources(db, 'en-US', FAMILY_TABLE[family], false, q);
    const rows = await queryPsiPage(db, src, q);
    for (const r of rows) {
      if (!r.material_id || !r.sloc_id) continue;
      const key = `${r.material_id}:${r.sloc_id}`;
      const stock = milli(r.on_hands) + milli(r.on_ways);
      const row = buildRow(r, periodsOf(q), false);
      const entry = need.get(key) ?? { material_id: r.material_id, sloc_id: r.sloc_id, stock, byWeek: [] };
      let peak = 0;
      row.current.outcome.forEach((c, i) => {
        peak = Math.max(peak, stock - milli(c.balance));
        entry.byWeek[i] = Math.max(entry.byWeek[i] ?? 0, peak);
      });
      need.set(key, entry);
    }
  }
  const moves: StockMove[] = [];
  [...need.values()].sort((a, b) => a.material_id - b.material_id || a.sloc_id - b.sloc_id).forEach((p, i) => {
    const weeks = COVER[i % COVER.length];
    if (!weeks) return;
    const target = p.byWeek[Math.min(weeks, p.byWeek.length) - 1] ?? 0;
    const qty = target - p.stock;
    if (qty > 0) moves.push({ kind: 'receive', material_id: p.material_id, sloc_id: p.sloc_id, supplier: 'TI', qty: decimal(qty), ref_type: 'psi-demo', memo: 'PSI demo stock' });
  });
  if (moves.length) await writeTransaction(db, (trx) => applyStockMoves(trx, moves, { name: 'op' }));
}
