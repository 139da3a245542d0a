// The stock interface: every change of stock goes through applyStockMoves inside the caller's
// transaction. Groups and bags are locked (rows, in a fixed order), so two conflicting moves never
// both succeed: the second sees the first's result and is refused with a 409 naming the bag or group.
import type { Transaction } from 'kysely';
import type { DB } from '../../../../db/types';
import { lockBags, lockGroupBags, packByMpq, type BagRow, type Piece } from './bags';
import { BagWrites } from './bagWrites';
import { formatQty, parseQty } from './decimal';
import { groupName, keyText, lockGroupsByKey, type GroupKey, type GroupRow } from './groups';
import { writeJournal, type HistoryEntry } from './journal';
import { bad, conflict, W, type Words } from './words';
import { MOVE_KIND_VALUES } from '../../../../../src/resources/management/inventories/model/stockRecords';

export interface StockMove {
  kind: string;
  material_id: number;
  sloc_id: number;
  supplier?: string | null;
  brand?: string | null;
  /** Exact decimal, + in / - out. */
  qty: string;
  bag_id?: number;
  ref_type?: string;
  ref_no?: string;
  memo?: string;
  /** Extensions, all optional: the group's cargo status (default `normal`), the goods on the way
   *  (default: only kind `on_way`), the package quantity goods come in (default: one bag of `qty`). */
  status_cargo?: string;
  on_way?: boolean;
  mpq?: string;
  date_code?: string | null;
  /** The bag's number, for the refusal when it is gone. */
  bag_no?: string;
}

/** Kinds that move goods on the way rather than on hand (unless a move says `on_way`). */
const ON_WAY_KINDS = new Set(['on_way']);

const badMove = (i: number, field: string, why: Words) => bad(`moves.${i}.${field}`, W.badMove(i + 1, why));

function keyOf(m: StockMove): GroupKey {
  return { material_id: m.material_id, sloc_id: m.sloc_id, supplier: m.supplier?.trim() || null, brand: m.brand?.trim() || null, status_cargo: m.status_cargo ?? 'normal' };
}

/**
 * Applies `moves` in order: a positive move packs new bags (or tops up `bag_id`), a negative one takes
 * from `bag_id` or, without one, from the group's oldest bags. Throws 409 naming the bag or group when
 * stock would go negative or a bag over its package; 400 naming the move for bad input. Records one
 * inventory_record and a history row per bag touched. Answers the record id.
 */
export async function applyStockMoves(trx: Transaction<DB>, moves: StockMove[], actor: { name: string }): Promise<void> {
  await applyStockMovesRecorded(trx, moves, actor);
}

export async function applyStockMovesRecorded(trx: Transaction<DB>, moves: StockMove[], actor: { name: string }): Promise<number> {
  if (!moves.length) throw bad('moves', W.noMoves());
  const amounts = moves.map((m, i) => {
    if (!m.kind) throw badMove(i, 'kind', { en: 'the kind of move is missing', zh: '缺少变动类型' });
    // The journal's Move column names every kind: an unnamed one would show blank there.
    if (!MOVE_KIND_VALUES.has(m.kind)) throw badMove(i, 'kind', { en: `"${m.kind}" is not a kind of move the stock journal names`, zh: `“${m.kind}”不是库存记录中的变动类型` });
    if (!Number.isInteger(m.material_id) || !Number.isInteger(m.sloc_id)) throw badMove(i, 'material_id', { en: 'material and SLOC must be ids', zh: '物料和库位必须是 ID' });
    const units = parseQty(m.qty);
    if (units === undefined || units === 0n) throw badMove(i, 'qty', W.notQuantity('qty', String(m.qty)));
    if (m.mpq !== undefined) {
      const mpq = parseQty(m.mpq);
      if (mpq === undefined || mpq <= 0n) throw badMove(i, 'mpq', W.notPositive('mpq', String(m.mpq)));
    }
    return units;
  });
  // Groups locked in key order, bags in id order: concurrent operations queue rather than deadlock.
  const groups = await lockGroupsByKey(trx, moves.map(keyOf), actor.name);
  const bags = await lockBags(trx, moves.flatMap((m) => (m.bag_id ? [m.bag_id] : [])));
  // Bag writes are gathered and sent set-based (before bags are read again, and at the end).
  const writes = new BagWrites();
  const entries: HistoryEntry[] = [];
  for (const [i, m] of moves.entries()) {
    const group = groups.get(keyText(keyOf(m)))!;
    const bag = m.bag_id ? bags.get(m.bag_id) : undefined;
    if (m.bag_id && (!bag || bag.copies === 0n)) throw conflict(W.bagGone(m.bag_no ?? `#${m.bag_id}`));
    if (bag && bag.inventory_id !== group.id) throw conflict(W.bagElsewhere(bag.bag_no, groupName(group)));
    const onWay = bag ? bag.on_way : (m.on_way ?? ON_WAY_KINDS.has(m.kind));
    const entry = (qty: bigint, bagNo: string | null) => {
      if (onWay) group.on_way += qty; else group.on_hand += qty;
      if (group.on_hand < 0n || group.on_way < 0n) throw conflict(W.notEnough(groupName(group), formatQty((onWay ? group.on_way : group.on_hand) - qty), onWay, formatQty(-qty)));
      const e: HistoryEntry = { group, kind: m.kind, bag_no: bagNo, qty, on_way: onWay, on_hand_after: group.on_hand, on_way_after: group.on_way, ref_no: m.ref_no ?? null };
      entries.push(e);
      return e;
    };
    const units = amounts[i];
    if (units > 0n && bag) {
      if (bag.copies !== 1n) throw conflict(W.copiesTopUp(bag.bag_no, String(bag.copies)));
      if (bag.qty + units > bag.mpq) throw conflict(W.overPackage(bag.bag_no, formatQty(bag.qty + units), formatQty(bag.mpq)));
      writes.topUp(bag, units);
      entry(units, bag.bag_no);
    } else if (units > 0n) {
      const mpq = m.mpq !== undefined ? parseQty(m.mpq)! : units;
      const packed = packByMpq(units, mpq).map((b) => ({ ...b, date_code: m.date_code ?? null }));
      const made = packed.map((b) => {
        group.bag_count += b.copies;
        return entry(b.qty * b.copies, null);
      });
      // The history names the new bags once they are inserted (at the flush).
      writes.add(group.id, packed, onWay, actor.name, (bagNo, j) => { made[j].bag_no = bagNo; });
    } else if (bag) {
      for (const p of takeFrom([bag], -units, group, true)) entry(-(p.qty * p.copies), p.bag_no);
    } else {
      await writes.flush(trx);
      for (const p of takeFrom(await lockGroupBags(trx, group.id, onWay), -units, group, false)) entry(-(p.qty * p.copies), p.bag_no);
    }
  }
  await writes.flush(trx);
  return writeJournal(trx, { kind: moves[0].kind, ref_type: moves[0].ref_type, ref_no: moves[0].ref_no, memo: moves[0].memo }, moves.length, entries, [...groups.values()], actor.name);

  function takeFrom(from: BagRow[], amount: bigint, group: GroupRow, oneBag: boolean): Piece[] {
    const held = from.reduce((s, b) => s + b.qty * b.copies, 0n);
    if (oneBag && amount > held) throw conflict(W.bagHolds(from[0].bag_no, formatQty(held), formatQty(amount)));
    if (amount > held) throw conflict(W.notEnoughInBags(groupName(group), formatQty(held), formatQty(amount)));
    const pieces: Piece[] = [];
    let left = amount;
    for (const b of from) {
      if (left === 0n) break;
      const take = left < b.qty * b.copies ? left : b.qty * b.copies;
      // Whole copies leave; a split copy stays behind as a partial bag.
      group.bag_count -= take / b.qty;
      pieces.push(...writes.take(b, take));
      left -= take;
    }
    return pieces;
  }
}
