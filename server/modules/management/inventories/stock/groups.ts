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

/**
 * The groups of `keys`, created when missing and locked, in three statements whatever their number:
 * the references, the missing groups' INSERT, one SELECT … FOR UPDATE locking them in key order (the
 * order lockGroupByKey's callers take them in, so concurrent operations queue rather than deadlock).
 * 400 naming the field for the first key, in that order, whose material or SLOC does not exist.
 */
export async function lockGroupsByKey(trx: Transaction<DB>, keys: GroupKey[], actor: string): Promise<Map<string, GroupRow>> {
  const byText = new Map(keys.map((k) => [keyText(k), k]));
  const sorted = [...byText.keys()].sort((a, b) => a.localeCompare(b)).map((t) => byText.get(t)!);
  if (!sorted.length) return new Map();
  const ids = (f: (k: GroupKey) => number) => sql.val([...new Set(sorted.map(f))]);
  const refs = await sql<{ t: string; id: string; name: string }>`select 'm' as t, id::text as id, mpn as name from material where id = any(${ids((k) => k.material_id)}::bigint[])
    union all select 's', id::text, code from sloc where id = any(${ids((k) => k.sloc_id)}::bigint[])`.execute(trx);
  const mpn = new Map(refs.rows.filter((r) => r.t === 'm').map((r) => [Number(r.id), r.name]));
  const sloc = new Map(refs.rows.filter((r) => r.t === 's').map((r) => [Number(r.id), r.name]));
  for (const k of sorted) {
    if (!mpn.has(k.material_id)) throw bad('material_id', W.noMaterial(k.material_id));
    if (!sloc.has(k.sloc_id)) throw bad('sloc_id', W.noSloc(k.sloc_id));
  }
  const col = <T>(f: (k: GroupKey) => T) => sql.val(sorted.map(f));
  const keyRows = sql`unnest(${col((k) => k.material_id)}::bigint[], ${col((k) => k.sloc_id)}::bigint[], ${col((k) => k.supplier)}::text[],
    ${col((k) => k.brand)}::text[], ${col((k) => k.status_cargo)}::text[]) with ordinality as k(material_id, sloc_id, supplier, brand, status_cargo, n)`;
  await sql`insert into inventory (name, material_id, sloc_id, supplier, brand, status_cargo, on_hand_qty, on_way_qty, bag_count, created_by, updated_by)
    select t.name, k.material_id, k.sloc_id, k.supplier, k.brand, k.status_cargo, 0, 0, 0, ${actor}, ${actor}
    from ${keyRows} join unnest(${col((k) => groupTitle(mpn.get(k.material_id)!, sloc.get(k.sloc_id)!, k))}::text[]) with ordinality as t(name, n) on t.n = k.n
    where not exists (select 1 from inventory i where i.material_id = k.material_id and i.sloc_id = k.sloc_id and coalesce(i.supplier, '') = coalesce(k.supplier, '')
      and coalesce(i.brand, '') = coalesce(k.brand, '') and i.status_cargo = k.status_cargo)
    order by k.n on conflict do nothing`.execute(trx);
  const found = await sql<RawGroup & { n: string }>`select i.id, i.material_id, i.sloc_id, i.supplier, i.brand, i.status_cargo, i.on_hand_qty::text as on_hand_qty,
      i.on_way_qty::text as on_way_qty, i.bag_count::text as bag_count, m.mpn, s.code as sloc_code, k.n::text as n
    from ${keyRows} join inventory i on i.material_id = k.material_id and i.sloc_id = k.sloc_id and coalesce(i.supplier, '') = coalesce(k.supplier, '')
      and coalesce(i.brand, '') = coalesce(k.brand, '') and i.status_cargo = k.status_cargo
    join material m on m.id = i.material_id join sloc s on s.id = i.sloc_id
    order by k.n for update of i`.execute(trx);
  return new Map(found.rows.map((r) => [keyText(sorted[Number(r.n) - 1]), toGroup(r)]));
}

/** An existing group by id, locked; undefined when there is none. */
export async function lockGroupById(trx: Transaction<DB>, id: number): Promise<GroupRow | undefined> {
  const found = await sql<RawGroup>`${SELECT} where i.id = ${id} for update of i`.execute(trx);
  return found.rows[0] && toGroup(found.rows[0]);
}
