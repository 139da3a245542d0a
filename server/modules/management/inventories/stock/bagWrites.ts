// A stock move's bag writes, gathered and sent set-based: one DELETE, one UPDATE … FROM unnest and
// one INSERT per flush, whatever the number of bags (3,000 bags of an ASN were 3,000 statements).
// The bags stay locked by the caller (lockBags, lockGroupBags), so every check is made in memory on
// their locked rows; flush before reading bags again.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../../db/types';
import type { BagRow, NewBag, Piece } from './bags';
import { bad, conflict, W } from './words';
import { formatQty } from './decimal';

interface PendingInsert {
  inventory_id: number;
  bag: NewBag;
  on_way: boolean;
  assigned_no: string | null;
  created_by: string;
  /** Called with the new bag's number once inserted. */
  made?: (bagNo: string) => void;
}

export class BagWrites {
  private readonly changed = new Map<number, BagRow>();
  private readonly deleted = new Set<number>();
  private inserts: PendingInsert[] = [];

  /** Takes `amount` out of one bag: whole copies first, then splits one copy. Returns what was taken. */
  take(bag: BagRow, amount: bigint): Piece[] {
    const total = bag.qty * bag.copies;
    if (amount > total) throw conflict(W.bagHolds(bag.bag_no, formatQty(total), formatQty(amount)));
    const whole = amount / bag.qty;
    const rest = amount % bag.qty;
    const pack = { mpq: bag.mpq, org_mpq: bag.org_mpq, date_code: bag.date_code, bag_no: bag.bag_no };
    const pieces: Piece[] = whole > 0n ? [{ ...pack, qty: bag.qty, copies: whole, is_split: bag.is_split }] : [];
    if (rest > 0n) pieces.push({ ...pack, qty: rest, copies: 1n, is_split: true });
    const left = bag.copies - whole - (rest > 0n ? 1n : 0n);
    if (rest === 0n && left === 0n) {
      bag.copies = 0n;
      this.deleted.add(bag.id);
      return pieces;
    }
    if (rest > 0n && left === 0n) {
      // The one opened copy stays as this bag, split.
      bag.qty -= rest;
      bag.copies = 1n;
      bag.is_split = true;
    } else {
      bag.copies = left;
      if (rest > 0n) {
        const split = { qty: bag.qty - rest, copies: 1n, mpq: bag.mpq, org_mpq: bag.org_mpq, is_split: true, date_code: bag.date_code };
        this.inserts.push({ inventory_id: bag.inventory_id, bag: split, on_way: bag.on_way, assigned_no: bag.assigned_no, created_by: 'split' });
      }
    }
    this.changed.set(bag.id, bag);
    return pieces;
  }

  /** Tops up a bag of one copy (the caller checked the package). */
  topUp(bag: BagRow, units: bigint): void {
    bag.qty += units;
    this.changed.set(bag.id, bag);
  }

  /** New bags packed into a group; `made` hears each one's number, in order, at the flush. */
  add(inventoryId: number, bags: NewBag[], onWay: boolean, actor: string, made: (bagNo: string, i: number) => void): void {
    for (const b of bags) if (b.qty <= 0n || b.qty > b.mpq) throw bad('mpq', W.packTooSmall(1, formatQty(b.qty), formatQty(b.mpq)));
    bags.forEach((bag, i) => this.inserts.push({ inventory_id: inventoryId, bag, on_way: onWay, assigned_no: null, created_by: actor, made: (no) => made(no, i) }));
  }

  async flush(trx: Transaction<DB>): Promise<void> {
    if (this.deleted.size) {
      await sql`delete from inventory_bag where id = any(${sql.val([...this.deleted])}::bigint[])`.execute(trx);
    }
    const changed = [...this.changed.values()].filter((b) => !this.deleted.has(b.id));
    if (changed.length) {
      await sql`update inventory_bag b set qty = v.qty, copies = v.copies, is_split = v.is_split
        from unnest(${sql.val(changed.map((b) => b.id))}::bigint[], ${sql.val(changed.map((b) => formatQty(b.qty)))}::numeric[],
          ${sql.val(changed.map((b) => String(b.copies)))}::bigint[], ${sql.val(changed.map((b) => b.is_split))}::boolean[]) as v(id, qty, copies, is_split)
        where b.id = v.id`.execute(trx);
    }
    if (this.inserts.length) await this.insert(trx, this.inserts);
    this.changed.clear();
    this.deleted.clear();
    this.inserts = [];
  }

  private async insert(trx: Transaction<DB>, rows: PendingInsert[]): Promise<void> {
    const col = <T>(f: (r: PendingInsert) => T) => sql.val(rows.map(f));
    // Ids come from the identity in the order of unnest's rows (ordinality), so sorting the answer by
    // id gives the rows' order back.
    const made = await sql<{ id: string; bag_no: string }>`insert into inventory_bag (inventory_id, mpq, org_mpq, qty, copies, is_split, on_way, assigned_no, date_code, created_by)
      select inventory_id, mpq, org_mpq, qty, copies, is_split, on_way, assigned_no, date_code, created_by
      from unnest(${col((r) => r.inventory_id)}::bigint[], ${col((r) => formatQty(r.bag.mpq))}::numeric[], ${col((r) => formatQty(r.bag.org_mpq))}::numeric[],
        ${col((r) => formatQty(r.bag.qty))}::numeric[], ${col((r) => String(r.bag.copies))}::bigint[], ${col((r) => r.bag.is_split ?? false)}::boolean[],
        ${col((r) => r.on_way)}::boolean[], ${col((r) => r.assigned_no)}::text[], ${col((r) => r.bag.date_code ?? null)}::text[], ${col((r) => r.created_by)}::text[])
        with ordinality as v(inventory_id, mpq, org_mpq, qty, copies, is_split, on_way, assigned_no, date_code, created_by, n)
      order by v.n
      returning id::text as id, bag_no`.execute(trx);
    const numbers = made.rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1)).map((r) => r.bag_no);
    rows.forEach((r, i) => r.made?.(numbers[i]));
  }
}
