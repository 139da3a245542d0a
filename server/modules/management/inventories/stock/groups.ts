// Inventory groups: found (or made) by their key and locked for the length of a stock move.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../../db/types';
import { bad, W } from './words';
import { dbQty } from './decimal';

export interface GroupKey {
  material_id: number;
  sloc_id: number;
  supplier: string | null;
  brand: string | null;
  status_cargo: string;
}

export interface GroupRow extends GroupKey {
  id: number;
  mpn: string;
  sloc_code: string;
  on_hand: bigint;
  on_way: bigint;
  bag_count: bigint;
}

export const keyText = (k: GroupKey) => [k.material_id, k.sloc_id, k.supplier ?? '', k.brand ?? '', k.status_cargo].join('\u0001');

/** "LM317 at SH01 (Arrow / TI)": how a message names a group. */
export const groupName = (g: GroupRow) => `${g.mpn} at ${g.sloc_code}${g.supplier || g.brand ? ` (${[g.supplier, g.brand].filter(Boolean).join(' / ')})` : ''}`;

/** The group's stored name (its title in breadcrumbs and pickers). */
export const groupTitle = (mpn: string, slocCode: string, k: Pick<GroupKey, 'supplier' | 'brand' | 'status_cargo'>) =>
  [`${mpn} @ ${slocCode}`, [k.supplier, k.brand].filter(Boolean).join(' / '), k.status_cargo === 'normal' ? '' : k.status_cargo].filter(Boolean).join(' · ');

type RawGroup = GroupKey & { id: number; mpn: string; sloc_code: string; on_hand_qty: string; on_way_qty: string; bag_count: string | number };

const toGroup = (r: RawGroup): GroupRow => ({
  id: Number(r.id), material_id: Number(r.material_id), sloc_id: Number(r.sloc_id), supplier: r.supplier, brand: r.brand, status_cargo: r.status_cargo,
  mpn: r.mpn, sloc_code: r.sloc_code, on_hand: dbQty(r.on_hand_qty), on_way: dbQty(r.on_way_qty), bag_count: BigInt(r.bag_count),
});

const SELECT = sql`select i.id, i.material_id, i.sloc_id, i.supplier, i.brand, i.status_cargo, i.on_hand_qty::text as on_hand_qty, i.on_way_qty::text as on_way_qty, i.bag_count::text as bag_count, m.mpn, s.code as sloc_code
  from inventory i join material m on m.id = i.material_id join sloc s on s.id = i.sloc_id`;

/** The group of `key`, created when missing, locked; 400 naming the field when the material or SLOC does not exist. */
export async function lockGroupByKey(trx: Transaction<DB>, key: GroupKey, actor: string): Promise<GroupRow> {
  const refs = await sql<{ m: string | null; s: string | null }>`select (select mpn from material where id = ${key.material_id}) as m, (select code from sloc where id = ${key.sloc_id}) as s`.execute(trx);
  if (!refs.rows[0].m) throw bad('material_id', W.noMaterial(key.material_id));
  if (!refs.rows[0].s) throw bad('sloc_id', W.noSloc(key.sloc_id));
  const name = groupTitle(refs.rows[0].m, refs.rows[0].s, key);
  await sql`insert into inventory (name, material_id, sloc_id, supplier, brand, status_cargo, on_hand_qty, on_way_qty, bag_count, created_by, updated_by)
    values (${name}, ${key.material_id}, ${key.sloc_id}, ${key.supplier}, ${key.brand}, ${key.status_cargo}, 0, 0, 0, ${actor}, ${actor}) on conflict do nothing`.execute(trx);
  const found = await sql<RawGroup>`${SELECT} where i.material_id = ${key.material_id} and i.sloc_id = ${key.sloc_id}
    and coalesce(i.supplier, '') = ${key.supplier ?? ''} and coalesce(i.brand, '') = ${key.brand ?? ''} and i.status_cargo = ${key.status_cargo} for update of i`.execute(trx);
  return toGroup(found.rows[0]);
}

/** An existing group by id, locked; undefined when there is none. */
export async function lockGroupById(trx: Transaction<DB>, id: number): Promise<GroupRow | undefined> {
  const found = await sql<RawGroup>`${SELECT} where i.id = ${id} for update of i`.execute(trx);
  return found.rows[0] && toGroup(found.rows[0]);
}
