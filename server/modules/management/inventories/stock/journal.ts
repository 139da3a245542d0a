// The stock journal: one inventory_record per operation, one inventory_history row per bag touched
// (with the group's balances after it), and the groups' new balances.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../../db/types';
import { formatQty } from './decimal';
import type { GroupRow } from './groups';

export interface HistoryEntry {
  group: GroupRow;
  kind: string;
  bag_no: string | null;
  qty: bigint;
  on_way: boolean;
  on_hand_after: bigint;
  on_way_after: bigint;
  ref_no: string | null;
}

export interface OperationInfo {
  kind: string;
  ref_type?: string | null;
  ref_no?: string | null;
  memo?: string | null;
}

/** Writes the operation, its history rows and the groups' balances; answers the record id. */
export async function writeJournal(trx: Transaction<DB>, op: OperationInfo, moves: number, entries: HistoryEntry[], groups: GroupRow[], actor: string): Promise<number> {
  let qtyIn = 0n;
  let qtyOut = 0n;
  for (const e of entries) if (e.qty > 0n) qtyIn += e.qty; else qtyOut -= e.qty;
  const record = await trx
    .insertInto('inventory_record')
    .values({ kind: op.kind, ref_type: op.ref_type ?? null, ref_no: op.ref_no ?? null, memo: op.memo ?? null, moves, qty_in: formatQty(qtyIn), qty_out: formatQty(qtyOut), created_by: actor, updated_by: actor })
    .returning('id')
    .executeTakeFirstOrThrow();
  const recordId = Number(record.id);
  // The history rows as one array per column (unnest): 13 parameters whatever the number of rows.
  if (entries.length) {
    const col = <T>(f: (e: HistoryEntry) => T) => sql.val(entries.map(f));
    await sql`insert into inventory_history (record_id, inventory_id, material_id, sloc_id, kind, bag_no, qty, place, on_hand_after, on_way_after, ref_no, created_by, updated_by)
      select ${recordId}, inventory_id, material_id, sloc_id, kind, bag_no, qty, place, on_hand_after, on_way_after, ref_no, ${actor}, ${actor}
      from unnest(${col((e) => e.group.id)}::bigint[], ${col((e) => e.group.material_id)}::bigint[], ${col((e) => e.group.sloc_id)}::bigint[], ${col((e) => e.kind)}::text[],
        ${col((e) => e.bag_no)}::text[], ${col((e) => formatQty(e.qty))}::numeric[], ${col((e) => (e.on_way ? 'way' : 'hand'))}::text[],
        ${col((e) => formatQty(e.on_hand_after))}::numeric[], ${col((e) => formatQty(e.on_way_after))}::numeric[], ${col((e) => e.ref_no)}::text[])
        with ordinality as h(inventory_id, material_id, sloc_id, kind, bag_no, qty, place, on_hand_after, on_way_after, ref_no, n)
      order by h.n`.execute(trx);
  }
  // The groups' balances in one statement (an ASN touches one group per item).
  if (groups.length) {
    const col = <T>(f: (g: GroupRow) => T) => sql.val(groups.map(f));
    await sql`update inventory i set on_hand_qty = v.on_hand, on_way_qty = v.on_way, bag_count = v.bag_count, updated_by = ${actor}, updated_at = now(), version = i.version + 1
      from unnest(${col((g) => g.id)}::bigint[], ${col((g) => formatQty(g.on_hand))}::numeric[], ${col((g) => formatQty(g.on_way))}::numeric[],
        ${col((g) => String(g.bag_count))}::bigint[]) as v(id, on_hand, on_way, bag_count)
      where i.id = v.id`.execute(trx);
  }
  return recordId;
}
