// Taking quantity out of bags and packing quantity into new ones, keeping the package rule
// (0 < qty <= mpq) and the identical-copies count. Callers hold the group's row lock.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../../db/types';
import { bad, W } from './words';
import { dbQty, formatQty } from './decimal';

export interface BagRow {
  id: number;
  inventory_id: number;
  bag_no: string;
  mpq: bigint;
  org_mpq: bigint;
  qty: bigint;
  copies: bigint;
  is_split: boolean;
  on_way: boolean;
  assigned_no: string | null;
  date_code: string | null;
}

/** Quantity taken out of a bag, with its packaging (so an arrival or swap can pack it again as it was). */
export interface Piece {
  qty: bigint;
  copies: bigint;
  mpq: bigint;
  org_mpq: bigint;
  is_split: boolean;
  date_code: string | null;
  bag_no: string;
}

type RawBag = Omit<BagRow, 'mpq' | 'org_mpq' | 'qty' | 'copies'> & { mpq: string; org_mpq: string; qty: string; copies: string | number };

const toBag = (r: RawBag): BagRow => ({ ...r, id: Number(r.id), inventory_id: Number(r.inventory_id), mpq: dbQty(r.mpq), org_mpq: dbQty(r.org_mpq), qty: dbQty(r.qty), copies: BigInt(r.copies) });


/** Locks bags by id (in id order, so two callers never wait on each other crosswise). */
export async function lockBags(trx: Transaction<DB>, ids: number[]): Promise<Map<number, BagRow>> {
  if (!ids.length) return new Map();
  const rows = await sql<RawBag>`select id, inventory_id, bag_no, mpq::text as mpq, org_mpq::text as org_mpq, qty::text as qty, copies::text as copies, is_split, on_way, assigned_no, date_code
    from inventory_bag where id = any(${sql.val([...new Set(ids)].sort((a, b) => a - b))}::bigint[]) order by id for update`.execute(trx);
  return new Map(rows.rows.map((r) => [Number(r.id), toBag(r)]));
}

/** The group's free bags on hand (or on the way), oldest first, locked. */
export async function lockGroupBags(trx: Transaction<DB>, inventoryId: number, onWay: boolean): Promise<BagRow[]> {
  const rows = await sql<RawBag>`select id, inventory_id, bag_no, mpq::text as mpq, org_mpq::text as org_mpq, qty::text as qty, copies::text as copies, is_split, on_way, assigned_no, date_code
    from inventory_bag where inventory_id = ${inventoryId} and on_way = ${onWay} order by (assigned_no is not null), id for update`.execute(trx);
  return rows.rows.map(toBag);
}

export interface NewBag {
  qty: bigint;
  copies: bigint;
  mpq: bigint;
  org_mpq: bigint;
  is_split?: boolean;
  date_code?: string | null;
}

/** `total` packed by `mpq`: full packages as one row of copies, the remainder as one bag. */
export function packByMpq(total: bigint, mpq: bigint): NewBag[] {
  const full = total / mpq;
  const rest = total % mpq;
  const out: NewBag[] = [];
  if (full > 0n) out.push({ qty: mpq, copies: full, mpq, org_mpq: mpq });
  if (rest > 0n) out.push({ qty: rest, copies: 1n, mpq, org_mpq: mpq });
  return out;
}

/** Inserts bags into a group in one statement; answers their numbers in order. */
export async function insertBags(trx: Transaction<DB>, inventoryId: number, bags: NewBag[], onWay: boolean, actor: string): Promise<{ id: number; bag_no: string }[]> {
  if (!bags.length) return [];
  for (const b of bags) if (b.qty <= 0n || b.qty > b.mpq) throw bad('mpq', W.packTooSmall(1, formatQty(b.qty), formatQty(b.mpq)));
  const rows = await trx
    .insertInto('inventory_bag')
    .values(bags.map((b) => ({
      inventory_id: inventoryId,
      mpq: formatQty(b.mpq),
      org_mpq: formatQty(b.org_mpq),
      qty: formatQty(b.qty),
      copies: Number(b.copies),
      is_split: b.is_split ?? false,
      on_way: onWay,
      date_code: b.date_code ?? null,
      created_by: actor,
    })))
    .returning(['id', 'bag_no'])
    .execute();
  return rows.map((r) => ({ id: Number(r.id), bag_no: r.bag_no }));
}
