// The apply transition's effect for the VMI drafts (inventory deduction, OPO, 862): every line leaves
// the draft's VMI hub's stock, in the transition's transaction, through the stock helper. A line that
// would make stock negative is refused there (409 naming the material); nothing is then changed.
import { sql } from 'kysely';
import { linesOf, tableName } from '../../../../src/schema';
import { applyStockMoves, type StockMove } from '../inventories/stock/moves';
import type { TransitionEffect } from '../../../records/transitionEffects';
import { ApiError } from '../../../http/errors';
import { vmiText } from './messages';

interface DraftLine { material_id: string | number; qty: string | number; supplier: string | null; brand: string | null }

export const applyDraft: TransitionEffect = async (trx, { req, decl, row, title }) => {
  const items = linesOf(decl).find(([name]) => name === 'items')![1];
  const lines = await sql<DraftLine>`select material_id, qty, supplier, brand from ${sql.table(items.table)}
    where ${sql.ref(items.parentField)} = ${Number(row.id)} order by line_no, id`.execute(trx);
  if (!lines.rows.length) throw new ApiError(400, vmiText(req.locale, 'emptyDraft', { doc: title }), [{ field: 'items', message: vmiText(req.locale, 'emptyDraft', { doc: title }) }]);
  const moves: StockMove[] = lines.rows.map((l) => ({
    kind: `vmi_${decl.name}`,
    material_id: Number(l.material_id),
    sloc_id: Number(row.sloc_id),
    supplier: l.supplier,
    brand: l.brand,
    qty: `-${String(l.qty)}`,
    ref_type: decl.name,
    ref_no: String(row.doc_no),
  }));
  await applyStockMoves(trx, moves, { name: req.user!.name });
  // When it was applied (the transition then sets the state and bumps the version).
  await sql`update ${sql.table(tableName(decl))} set applied_at = now() where id = ${Number(row.id)}`.execute(trx);
};
