// Repacking (POST /api/v2/inventory/mpq/group): bags of one group (all their copies or some) are
// emptied and their quantity packed anew, split or merged. Set-based, so a thousand bags cost a
// handful of statements; the quantity is kept exactly and every pack fits its package.
import { sql, type Transaction } from 'kysely';
import type { RepackRequest } from '../../../../../src/resources/management/inventories/model/wire';
import type { DB } from '../../../../db/types';
import { insertBags, lockBags, type NewBag } from './bags';
import { bad, conflict, StockError, W } from './words';
import { formatQty, parseQty } from './decimal';
import { groupName, lockGroupById } from './groups';
import { writeJournal, type HistoryEntry } from './journal';

const MAX_ITEMS = 5000;

function positiveInt(value: unknown, field: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw bad(field, W.wholeNumber(field));
  return value;
}

export async function repackBags(trx: Transaction<DB>, body: RepackRequest, actor: { name: string }): Promise<{ record_id: number; bags: { id: number; bag_no: string }[] }> {
  const inventoryId = positiveInt(body?.inventory_id, 'inventory_id');
  if (!Array.isArray(body.items) || !body.items.length) throw bad('items', W.chooseBags());
  if (body.items.length > MAX_ITEMS) throw bad('items', W.tooManyBags(MAX_ITEMS));
  if (!Array.isArray(body.packs) || !body.packs.length) throw bad('packs', W.noPacks());
  const items = body.items.map((it, i) => ({ bag_id: positiveInt(it?.bag_id, `items.${i}.bag_id`), copies: it?.copies === undefined ? undefined : positiveInt(it.copies, `items.${i}.copies`) }));
  if (new Set(items.map((i) => i.bag_id)).size !== items.length) throw bad('items', W.listedTwice());
  const packs: NewBag[] = body.packs.map((p, i) => {
    const mpq = parseQty(p?.mpq);
    const qty = parseQty(p?.qty);
    if (mpq === undefined || mpq <= 0n) throw bad(`packs.${i}.mpq`, W.notPositive(`Package ${i + 1} mpq`, String(p?.mpq)));
    if (qty === undefined || qty <= 0n) throw bad(`packs.${i}.qty`, W.notPositive(`Package ${i + 1} qty`, String(p?.qty)));
    if (qty > mpq) throw bad(`packs.${i}.qty`, W.packTooSmall(i + 1, formatQty(qty), formatQty(mpq)));
    return { qty, mpq, org_mpq: mpq, copies: BigInt(positiveInt(p?.copies, `packs.${i}.copies`, 1)), is_split: qty < mpq };
  });

  const group = await lockGroupById(trx, inventoryId);
  if (!group) throw new StockError(404, W.noGroup(inventoryId));
  const bags = await lockBags(trx, items.map((i) => i.bag_id));
  const entries: HistoryEntry[] = [];
  const gone: number[] = [];
  const fewer: { id: number; copies: number }[] = [];
  let taken = 0n;
  let copiesOut = 0n;
  const orgMpqs = new Set<bigint>();
  for (const it of items) {
    const bag = bags.get(it.bag_id);
    if (!bag) throw conflict(W.bagGone(`#${it.bag_id}`));
    if (bag.inventory_id !== group.id) throw conflict(W.bagElsewhere(bag.bag_no, groupName(group)));
    if (bag.on_way) throw conflict(W.stillOnWay(bag.bag_no));
    const copies = it.copies === undefined ? bag.copies : BigInt(it.copies);
    if (copies > bag.copies) throw conflict(W.tooManyCopies(bag.bag_no, String(bag.copies), String(copies)));
    if (copies === bag.copies) gone.push(bag.id); else fewer.push({ id: bag.id, copies: Number(bag.copies - copies) });
    const qty = bag.qty * copies;
    taken += qty;
    copiesOut += copies;
    orgMpqs.add(bag.org_mpq);
    group.on_hand -= qty;
    entries.push({ group, kind: 'repack', bag_no: bag.bag_no, qty: -qty, on_way: false, on_hand_after: group.on_hand, on_way_after: group.on_way, ref_no: null });
  }
  const packed = packs.reduce((s, p) => s + p.qty * p.copies, 0n);
  if (packed !== taken) throw bad('packs', W.keepQuantity(formatQty(taken), formatQty(packed)));
  // Bags repacked from one original package size keep it as their "as received" size.
  if (orgMpqs.size === 1) for (const p of packs) p.org_mpq = [...orgMpqs][0];
  if (gone.length) await sql`delete from inventory_bag where id = any(${sql.val(gone)}::bigint[])`.execute(trx);
  if (fewer.length) {
    await sql`update inventory_bag b set copies = v.copies from (select unnest(${sql.val(fewer.map((f) => f.id))}::bigint[]) as id, unnest(${sql.val(fewer.map((f) => f.copies))}::bigint[]) as copies) v where b.id = v.id`.execute(trx);
  }
  const made = await insertBags(trx, group.id, packs, false, actor.name);
  packs.forEach((p, j) => {
    group.on_hand += p.qty * p.copies;
    entries.push({ group, kind: 'repack', bag_no: made[j].bag_no, qty: p.qty * p.copies, on_way: false, on_hand_after: group.on_hand, on_way_after: group.on_way, ref_no: null });
  });
  group.bag_count += packs.reduce((s, p) => s + p.copies, 0n) - copiesOut;
  const recordId = await writeJournal(trx, { kind: 'repack', memo: body.memo ?? null }, items.length + packs.length, entries, [group], actor.name);
  return { record_id: recordId, bags: made };
}
