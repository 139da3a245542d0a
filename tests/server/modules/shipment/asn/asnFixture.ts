// What the ASN server tests share: accounts holding exactly their permissions, a free bag of stock
// (several identical packages on hand), and a call helper for creating an ASN.
import { sql } from 'kysely';
import type { TestServer } from '../../../harness';

export interface FreeBag {
  id: number;
  inventory_id: number;
  material_id: number;
  qty: number;
  copies: number;
}

/** Bags with at least `copies` whole packages of more than one piece, on hand, not assigned, none used by an ASN yet. */
export async function freeBags(s: TestServer, count: number, copies = 3): Promise<FreeBag[]> {
  const rows = await sql<FreeBag>`select b.id::int as id, b.inventory_id::int as inventory_id, i.material_id::int as material_id, b.qty::int as qty, b.copies::int as copies
    from inventory_bag b join inventory i on i.id = b.inventory_id
    where i.status_cargo = 'normal' and i.on_hand_qty > 0 and not b.on_way and not b.is_split and b.assigned_no is null and b.copies >= ${copies} and b.qty > 1 and b.qty = b.mpq and b.qty = floor(b.qty)
      and not exists (select 1 from asn_bag a where a.bag_id = b.id)
    order by b.id limit ${count}`.execute(s.database.db);
  if (rows.rows.length < count) throw new Error('not enough free bags in the demo stock');
  return rows.rows;
}

export async function onHand(s: TestServer, inventoryId: number): Promise<string> {
  return (await sql<{ q: string }>`select on_hand_qty::text as q from inventory where id = ${inventoryId}`.execute(s.database.db)).rows[0].q;
}

export async function firstCustomer(s: TestServer): Promise<number> {
  return Number((await sql<{ id: number }>`select min(id) as id from ship_customer`.execute(s.database.db)).rows[0].id);
}

/** An item shipping `packages` whole packages and `extra` pieces of a split one, from one bag. */
export const itemFrom = (bag: FreeBag, packages: number, extra: number, price = '1.5') => ({
  material_id: bag.material_id,
  total_qty: bag.qty * packages + extra,
  price,
  bags: [
    ...(packages ? [{ inventory_id: bag.inventory_id, bag_id: bag.id, qty: bag.qty, copies: packages }] : []),
    ...(extra ? [{ inventory_id: bag.inventory_id, bag_id: bag.id, qty: extra, copies: 1 }] : []),
  ],
});
