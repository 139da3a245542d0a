// Whole bags changing group (swap: another SLOC, supplier, brand or cargo status of the same
// material) or arriving (on the way -> on hand). Both keep every bag as it is and journal both sides.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../../db/types';
import { lockBags } from './bags';
import { bad, conflict, W } from './words';
import { groupName, keyText, lockGroupById, lockGroupByKey, type GroupKey, type GroupRow } from './groups';
import { writeJournal, type HistoryEntry } from './journal';


function bagIds(value: unknown): number[] {
  if (!Array.isArray(value) || !value.length) throw bad('bag_ids', W.chooseBags());
  const ids = value.map((v, i) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) throw bad(`bag_ids.${i}`, W.notId(`bag_ids.${i}`));
    return v;
  });
  if (new Set(ids).size !== ids.length) throw bad('bag_ids', W.listedTwice());
  return ids;
}

export interface SwapTarget {
  sloc_id?: number;
  supplier?: string | null;
  brand?: string | null;
  status_cargo?: string;
}

/** Moves whole bags of one group to the group `to` changes (one of SLOC, supplier, brand, status). */
export async function swapBags(trx: Transaction<DB>, body: { bag_ids?: unknown; to?: SwapTarget; ref_no?: string; memo?: string }, actor: { name: string }, kind = 'swap'): Promise<number> {
  const ids = bagIds(body?.bag_ids);
  const to = body.to ?? {};
  const first = await sql<{ inventory_id: number }>`select inventory_id from inventory_bag where id = ${ids[0]}`.execute(trx);
  if (!first.rows[0]) throw conflict(W.bagGone(`#${ids[0]}`));
  const from = await lockGroupById(trx, Number(first.rows[0].inventory_id));
  if (!from) throw conflict(W.bagGone(`#${ids[0]}`));
  const key: GroupKey = {
    material_id: from.material_id,
    sloc_id: to.sloc_id ?? from.sloc_id,
    supplier: to.supplier === undefined ? from.supplier : to.supplier?.trim() || null,
    brand: to.brand === undefined ? from.brand : to.brand?.trim() || null,
    status_cargo: to.status_cargo ?? from.status_cargo,
  };
  if (keyText(key) === keyText(from)) throw bad('to', W.sameGroup());
  const target = await lockGroupByKey(trx, key, actor.name);
  const bags = await lockBags(trx, ids);
  const entries: HistoryEntry[] = [];
  const log = (g: GroupRow, bagNo: string, qty: bigint, onWay: boolean) => {
    if (onWay) g.on_way += qty; else g.on_hand += qty;
    if (g.on_hand < 0n || g.on_way < 0n) throw conflict(W.bagElsewhere(bagNo, groupName(g)));
    entries.push({ group: g, kind, bag_no: bagNo, qty, on_way: onWay, on_hand_after: g.on_hand, on_way_after: g.on_way, ref_no: body.ref_no ?? null });
  };
  for (const id of ids) {
    const bag = bags.get(id);
    if (!bag) throw conflict(W.bagGone(`#${id}`));
    if (bag.inventory_id !== from.id) throw conflict(W.bagElsewhere(bag.bag_no, groupName(from)));
    const qty = bag.qty * bag.copies;
    log(from, bag.bag_no, -qty, bag.on_way);
    log(target, bag.bag_no, qty, bag.on_way);
    from.bag_count -= bag.copies;
    target.bag_count += bag.copies;
  }
  await sql`update inventory_bag set inventory_id = ${target.id} where id = any(${sql.val(ids)}::bigint[])`.execute(trx);
  return writeJournal(trx, { kind, ref_no: body.ref_no ?? null, memo: body.memo ?? null }, ids.length, entries, [from, target], actor.name);
}

/** Bags on the way arrive: they count on hand from now on. */
export async function arriveBags(trx: Transaction<DB>, body: { bag_ids?: unknown; ref_no?: string }, actor: { name: string }): Promise<number> {
  const ids = bagIds(body?.bag_ids);
  const owners = await sql<{ inventory_id: number }>`select distinct inventory_id from inventory_bag where id = any(${sql.val(ids)}::bigint[]) order by inventory_id`.execute(trx);
  const groups = new Map<number, GroupRow>();
  for (const r of owners.rows) {
    const g = await lockGroupById(trx, Number(r.inventory_id));
    if (g) groups.set(g.id, g);
  }
  const bags = await lockBags(trx, ids);
  const entries: HistoryEntry[] = [];
  for (const id of ids) {
    const bag = bags.get(id);
    const g = bag && groups.get(bag.inventory_id);
    if (!bag || !g) throw conflict(W.bagGone(`#${id}`));
    if (!bag.on_way) throw conflict(W.arrived(bag.bag_no));
    const qty = bag.qty * bag.copies;
    g.on_way -= qty;
    entries.push({ group: g, kind: 'arrive', bag_no: bag.bag_no, qty: -qty, on_way: true, on_hand_after: g.on_hand, on_way_after: g.on_way, ref_no: body.ref_no ?? null });
    g.on_hand += qty;
    entries.push({ group: g, kind: 'arrive', bag_no: bag.bag_no, qty, on_way: false, on_hand_after: g.on_hand, on_way_after: g.on_way, ref_no: body.ref_no ?? null });
  }
  await sql`update inventory_bag set on_way = false where id = any(${sql.val(ids)}::bigint[])`.execute(trx);
  return writeJournal(trx, { kind: 'arrive', ref_no: body.ref_no ?? null }, ids.length, entries, [...groups.values()], actor.name);
}
