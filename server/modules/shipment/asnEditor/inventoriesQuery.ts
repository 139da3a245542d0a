// The reads behind the ASN editor: open customer orders, their items, the price check's quote and
// SRP (R19) and the inventory groups with their bags each item may draw from. Read-only; the ASN's
// save (server/modules/shipment/asn) checks the bags again in its own transaction.
import { sql, type Kysely } from 'kysely';
import type { AsnEditorItem, AsnOpenOrder } from '../../../../src/resources/shipment/asn/model/editorContract';
import type { AsnBag, AsnGroup } from '../../../../src/resources/shipment/asn/model/allocation';
import type { DB } from '../../../db/types';
import { businessToday } from '../../../time/businessDay';

const ORDER_COLUMNS = sql`o.id::int as id, o.order_no as "orderNo", o.customer_id::int as customer_id, c.name as customer, o.customer_po,
  o.bill_to_id::int as bill_to_id, bt.name as bill_to, o.ship_to_id::int as ship_to_id, st.name as ship_to, o.currency, o.order_date::text as order_date,
  (select count(*)::int from customer_order_item i where i.order_id = o.id and i.qty > 0 and not i.locked) as "itemCount"`;
const ORDER_FROM = sql`customer_order o join ship_customer c on c.id = o.customer_id
  left join bill_to bt on bt.id = o.bill_to_id left join ship_to st on st.id = o.ship_to_id`;
/** An order one may ship: open, with an unlocked item still to ship. */
const SHIPPABLE = sql`o.status = 'open' and exists (select 1 from customer_order_item i where i.order_id = o.id and i.qty > 0 and not i.locked)`;

/** The picker: open orders, newest first, matched on order no., customer PO or customer name. */
export async function openOrders(db: Kysely<DB>, keyword: string | undefined, size: number, offset: number): Promise<{ list: AsnOpenOrder[]; total: number }> {
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = like ? sql`${SHIPPABLE} and (o.order_no ilike ${like} or o.customer_po ilike ${like} or c.name ilike ${like})` : SHIPPABLE;
  const [list, total] = await Promise.all([
    sql<AsnOpenOrder>`select ${ORDER_COLUMNS} from ${ORDER_FROM} where ${where} order by o.order_date desc nulls last, o.id desc limit ${size} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from ${ORDER_FROM} where ${where}`.execute(db),
  ]);
  return { list: list.rows, total: total.rows[0].n };
}

/** The orders of `ids` that are open (the others are left out: the caller names them). */
export async function ordersByIds(db: Kysely<DB>, ids: number[]): Promise<AsnOpenOrder[]> {
  if (!ids.length) return [];
  return (await sql<AsnOpenOrder>`select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.id in (${sql.join(ids)}) and ${SHIPPABLE} order by o.id`.execute(db)).rows;
}

type ItemRow = Omit<AsnEditorItem, 'group' | 'takes' | 'overQty' | 'isExistOrder' | 'LMPN' | 'remark'> & { orderQty: string };

/** The unlocked items still to ship of these orders, with the price check's highest quote and SRP of today. */
export async function itemsOf(db: Kysely<DB>, orderIds: number[]): Promise<AsnEditorItem[]> {
  if (!orderIds.length) return [];
  const today = businessToday();
  const rows = (await sql<ItemRow>`
    select o.id::int as order_id, i.id::int as order_item_id, o.order_no as "orderNo", i.line_no::int as po_line, m.id::int as material_id,
      m.mpn as "MPN", coalesce(i.cpn, m.cpn) as "CPN", mf.name as manufacturer, i.qty::text as "totalQty", i.qty::text as "orderQty", i.unit_price::text as price,
      q.quote::text as "quotePrice", q.srp::text as srp, null::text as maxout_price
    from customer_order_item i join customer_order o on o.id = i.order_id join material m on m.id = i.material_id
      left join manufacturer mf on mf.id = m.manufacturer_id
      left join lateral (select max(p.quote_price) as quote, max(p.srp) as srp from price_ti p
        where p.material_id = m.id and not p.fb and p.valid_from <= ${today}::date and (p.valid_to is null or p.valid_to >= ${today}::date)
          and (p.cpn is null or coalesce(i.cpn, m.cpn) is null or p.cpn = coalesce(i.cpn, m.cpn))) q on true
    where i.order_id in (${sql.join(orderIds)}) and i.qty > 0 and not i.locked
    order by o.id, i.line_no`.execute(db)).rows;
  return rows.map((r) => ({ ...r, LMPN: null, remark: '', overQty: false, isExistOrder: true, group: [], takes: [] }));
}

interface BagRow extends AsnBag {
  inventory_id: number;
}

/**
 * The groups each material may ship from (cargo normal or VMI, with stock), their bags free or
 * reserved for the order itself. `orderNos` are the orders of the ASN (a bag assigned to one of them is
 * offered to that order's items only).
 */
export async function groupsOf(db: Kysely<DB>, materialIds: number[]): Promise<{ groups: Map<number, (AsnGroup & { material_id: number })[]>; assigned: Map<number, string> }> {
  const groups = new Map<number, (AsnGroup & { material_id: number })[]>();
  const assigned = new Map<number, string>();
  if (!materialIds.length) return { groups, assigned };
  const found = (await sql<AsnGroup & { material_id: number }>`
    select g.id::int as id, g.material_id::int as material_id, s.code as sloc_code, g.supplier, g.brand, g.status_cargo,
      g.on_hand_qty::text as "onHandQty", g.on_way_qty::text as "onWayQty"
    from inventory g join sloc s on s.id = g.sloc_id
    where g.material_id in (${sql.join([...new Set(materialIds)])}) and g.status_cargo in ('normal', 'vmi') and (g.on_hand_qty > 0 or g.on_way_qty > 0)
    order by g.material_id, g.on_hand_qty desc, g.id`.execute(db)).rows;
  if (!found.length) return { groups, assigned };
  const bags = (await sql<BagRow & { assigned_no: string | null }>`
    select b.id::int as id, b.inventory_id::int as inventory_id, b.bag_no, b.mpq::text as mpq, b.org_mpq::text as org_mpq, b.qty::text as qty,
      b.copies::int as copies, b.is_split, b.on_way, b.assigned_no
    from inventory_bag b where b.inventory_id in (${sql.join(found.map((g) => g.id))}) order by b.inventory_id, b.on_way, b.qty desc, b.id`.execute(db)).rows;
  const byGroup = new Map<number, AsnBag[]>();
  for (const b of bags) {
    const { inventory_id, assigned_no, ...bag } = b;
    bag.mpq = trim(bag.mpq);
    bag.org_mpq = trim(bag.org_mpq ?? bag.mpq);
    bag.qty = trim(bag.qty);
    if (assigned_no) assigned.set(bag.id, assigned_no);
    (byGroup.get(inventory_id) ?? byGroup.set(inventory_id, []).get(inventory_id)!).push(bag);
  }
  for (const g of found) {
    g.onHandQty = trim(g.onHandQty);
    g.onWayQty = trim(g.onWayQty);
    const list = groups.get(g.material_id) ?? groups.set(g.material_id, []).get(g.material_id)!;
    list.push({ ...g, bags: byGroup.get(g.id) ?? [] });
  }
  return { groups, assigned };
}

/** Each item with the groups of its material; a bag reserved for another order is not offered. */
export async function withStock(db: Kysely<DB>, items: AsnEditorItem[]): Promise<AsnEditorItem[]> {
  const { groups, assigned } = await groupsOf(db, items.map((i) => i.material_id));
  return items.map((item) => ({
    ...item,
    group: (groups.get(item.material_id) ?? [])
      .map(({ material_id: _m, ...g }) => ({ ...g, bags: g.bags.filter((b) => !assigned.has(b.id) || assigned.get(b.id) === item.orderNo) }))
      .filter((g) => g.bags.length > 0),
  }));
}

/** "1200.000" → "1200": the editor shows and compares quantities without trailing zeros. */
const trim = (value: string): string => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);
