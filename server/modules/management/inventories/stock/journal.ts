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
  // Batches keep each statement well under PostgreSQL's 65,535 bind parameters.
  for (let i = 0; i < entries.length; i += 2000) {
    await trx
      .insertInto('inventory_history')
      .values(entries.slice(i, i + 2000).map((e) => ({
        record_id: recordId,
        inventory_id: e.group.id,
        material_id: e.group.material_id,
        sloc_id: e.group.sloc_id,
        kind: e.kind,
        bag_no: e.bag_no,
        qty: formatQty(e.qty),
        place: e.on_way ? 'way' : 'hand',
        on_hand_after: formatQty(e.on_hand_after),
        on_way_after: formatQty(e.on_way_after),
        ref_no: e.ref_no,
        created_by: actor,
        updated_by: actor,
      })))
      .execute();
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
