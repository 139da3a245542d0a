// Demo stock for a new database: about 5,200 inventory groups over the seeded materials and SLOCs,
// each with bags on hand (full packages as copies, some a split remainder), every fifth with a bag on
// the way, an opening record with a history row per bag, a few releases and bag assignments. Made
// deterministically (no randomness) with multi-row inserts, so start-up stays quick.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../../db/types';
import { groupTitle } from '../stock/groups';
import { applyStockMovesRecorded } from '../stock/moves';

const GROUPS = 5200;
const SUPPLIERS = ['Arrow Asia', 'Avnet Asia', 'WPG Holdings', 'Future Electronics', 'TTI Asia', 'Digi-Key', 'Mouser', 'Direct'];
const STATUS = (i: number) => (i % 41 === 0 ? 'damaged' : i % 17 === 0 ? 'vmi' : i % 13 === 0 ? 'hold' : 'normal');

async function insertRows(db: Kysely<DB>, table: 'inventory' | 'inventory_bag', rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += 1000) await db.insertInto(table).values(rows.slice(i, i + 1000) as never).execute();
}

export async function seedStock(db: Kysely<DB>): Promise<void> {
  const materials = (await sql<{ id: number; mpq: number; mpn: string }>`select id, mpq, mpn from material where status = 'active' order by id`.execute(db)).rows;
  const slocs = (await sql<{ id: number; code: string }>`select id, code from sloc where status = 'active' order by id`.execute(db)).rows;
  const brands = (await sql<{ name: string }>`select name from inventory_brand where status = 'active' order by code`.execute(db)).rows.map((r) => r.name);
  if (!materials.length || !slocs.length) return;
  const seen = new Set<string>();
  const groups: Record<string, unknown>[] = [];
  for (let i = 0; groups.length < GROUPS && i < GROUPS * 4; i++) {
    const m = materials[(i * 7919) % materials.length];
    const s = slocs[(i * 31 + Math.floor(i / materials.length)) % slocs.length];
    const supplier = SUPPLIERS[i % SUPPLIERS.length];
    const key = `${m.id}/${s.id}/${supplier}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const cents = 5 + ((i * 37) % 4000);
    const brand = brands.length ? brands[i % brands.length] : null;
    groups.push({
      name: groupTitle(m.mpn, s.code, { supplier, brand, status_cargo: STATUS(i) }),
      material_id: m.id, sloc_id: s.id, supplier, brand, status_cargo: STATUS(i),
      on_hand_qty: 0, on_way_qty: 0, bag_count: 0, unit_price: (cents / 100).toFixed(2), created_by: 'seed', updated_by: 'seed',
    });
  }
  await insertRows(db, 'inventory', groups);
  const ids = (await sql<{ id: number; mpq: number }>`select i.id, m.mpq from inventory i join material m on m.id = i.material_id order by i.id`.execute(db)).rows;
  const bags: Record<string, unknown>[] = [];
  ids.forEach((g, i) => {
    const mpq = Math.max(1, Number(g.mpq));
    const bag = (qty: number, copies: number, onWay: boolean, split = false) =>
      bags.push({ inventory_id: g.id, mpq, org_mpq: mpq, qty, copies, is_split: split, on_way: onWay, date_code: `${22 + (i % 4)}${String(1 + (i % 52)).padStart(2, '0')}`, created_by: 'seed' });
    bag(mpq, 1 + (i % 12), false);
    if (i % 3 === 0 && mpq > 1) bag(Math.max(1, Math.floor(mpq / (2 + (i % 5)))), 1, false, true);
    if (i % 5 === 0) bag(mpq, 1 + (i % 4), true);
  });
  await insertRows(db, 'inventory_bag', bags);
  await sql`update inventory i set on_hand_qty = t.on_hand, on_way_qty = t.on_way, bag_count = t.bags
    from (select inventory_id, coalesce(sum(qty * copies) filter (where not on_way), 0) as on_hand, coalesce(sum(qty * copies) filter (where on_way), 0) as on_way, sum(copies) as bags
          from inventory_bag group by inventory_id) t where i.id = t.inventory_id`.execute(db);
  // The opening balance: one record, one history row per bag, balances as of each bag in order.
  const opening = await db
    .insertInto('inventory_record')
    .values({ kind: 'receive', ref_type: 'opening', ref_no: 'OPENING', moves: bags.length, qty_in: 0, qty_out: 0, memo: 'Opening stock', created_by: 'seed', updated_by: 'seed' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into inventory_history (record_id, inventory_id, material_id, sloc_id, kind, bag_no, qty, place, on_hand_after, on_way_after, ref_no, created_by, updated_by)
    select ${opening.id}, i.id, i.material_id, i.sloc_id, case when b.on_way then 'on_way' else 'receive' end, b.bag_no, b.qty * b.copies, case when b.on_way then 'way' else 'hand' end,
      sum(b.qty * b.copies) filter (where not b.on_way) over w, sum(b.qty * b.copies) filter (where b.on_way) over w, 'OPENING', 'seed', 'seed'
    from inventory_bag b join inventory i on i.id = b.inventory_id
    window w as (partition by b.inventory_id order by b.id rows between unbounded preceding and current row)`.execute(db);
  await sql`update inventory_history set on_way_after = coalesce(on_way_after, 0), on_hand_after = coalesce(on_hand_after, 0) where on_way_after is null or on_hand_after is null`.execute(db);
  await sql`update inventory_record set qty_in = (select sum(qty) from inventory_history where record_id = ${opening.id}) where id = ${opening.id}`.execute(db);
  // A few ordinary days: releases to customers, through the stock interface like any clerk's.
  const picks = (await sql<{ material_id: number; sloc_id: number; supplier: string; brand: string | null; status_cargo: string; mpq: string }>`
    select i.material_id, i.sloc_id, i.supplier, i.brand, i.status_cargo, b.qty::text as mpq from inventory i join inventory_bag b on b.inventory_id = i.id
    where not b.on_way and b.copies > 2 and i.status_cargo = 'normal' order by i.id limit 12`.execute(db)).rows;
  for (const [n, p] of picks.entries()) {
    await db.transaction().execute((trx) =>
      applyStockMovesRecorded(trx, [{ kind: 'release', material_id: Number(p.material_id), sloc_id: Number(p.sloc_id), supplier: p.supplier, brand: p.brand, status_cargo: p.status_cargo, qty: `-${p.mpq}`, ref_type: 'release', ref_no: `SO-2025-${String(1001 + n)}` }], { name: n % 2 ? 'op' : 'admin' }),
    );
  }
  await sql`with chosen as (select b.id, b.bag_no, b.inventory_id, i.material_id, b.qty * b.copies as qty, row_number() over (order by b.id) as n
      from inventory_bag b join inventory i on i.id = b.inventory_id where not b.on_way and i.status_cargo = 'normal' order by b.id limit 40),
    marked as (update inventory_bag b set assigned_no = 'SO-2025-' || (2000 + c.n) from chosen c where b.id = c.id returning b.id)
    insert into inventory_assign_record (inventory_id, material_id, bag_no, action, qty, ref_type, ref_no, created_by, updated_by)
    select inventory_id, material_id, bag_no, 'assign', qty, 'SO', 'SO-2025-' || (2000 + n), 'op', 'op' from chosen`.execute(db);
}
