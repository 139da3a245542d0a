// Demo orders: about 2,000 customer orders and 1,000 sales orders, each with a few items, over the
// seeded customers (their ship-to, bill-to, entity and BG) and materials (their standard cost as the
// price). Written by a handful of set-based INSERT ... SELECT statements, so a fresh start stays fast.
// Some orders belong to the demo users `op` and `admin` (their "my" screens), some sales orders are
// bound to an order of their customer, and a few bindings wait for review.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const ORDERS = 2000;
const SALES_ORDERS = 1000;

export async function seedOrders(db: Kysely<DB>): Promise<void> {
  const have = await sql<{ c: number; m: number }>`select (select count(*)::int from ship_customer) as c, (select count(*)::int from material) as m`.execute(db);
  if (!have.rows[0].c || !have.rows[0].m) return;
  await db.transaction().execute(async (trx) => {
    // Customers and up to 300 materials, each as an array the statements index by a deterministic spread.
    await sql`create temporary table seed_pick on commit drop as
      select (select array_agg(id order by id) from ship_customer) as customers,
             (select array_agg(id order by id) from (select id from material order by id limit 300) m) as materials`.execute(trx);
    const owner = sql`(array['op', 'admin', 'op', 'system', 'manager'])[1 + g % 5]`;
    const customer = sql`p.customers[1 + (g * 7) % array_length(p.customers, 1)]`;
    await sql`insert into customer_order (order_no, customer_id, customer_po, ship_to_id, bill_to_id, entity_id, bg_id, currency, order_date, status, order_type, remark, created_by, updated_by)
      select 'CO' || to_char(date '2026-01-05' + (g % 320), 'YYMM') || lpad(g::text, 6, '0'), c.id, 'PO' || (450000 + g * 3)::text,
        (select min(id) from ship_to where customer_id = c.id), (select min(id) from bill_to where customer_id = c.id), c.entity_id, c.bg_id,
        (array['USD', 'USD', 'CNY', 'EUR'])[1 + g % 4], date '2026-01-05' + (g % 320),
        case when g % 11 = 0 then 'closed' when g % 29 = 0 then 'cancelled' else 'open' end, 'normal', null, ${owner}, ${owner}
      from generate_series(1, ${ORDERS}) g cross join seed_pick p join ship_customer c on c.id = ${customer}`.execute(trx);
    await sql`insert into customer_order_item (order_id, line_no, material_id, cpn, qty, unit_price, request_date, locked, created_by)
      select o.id, k, p.materials[1 + (o.id * 13 + k * 31) % array_length(p.materials, 1)], 'C' || lpad(((o.id * 17 + k) % 90000)::text, 6, '0'),
        (1 + (o.id * k) % 20) * 100, round(coalesce(m.standard_cost, 0.25) * 1.18, 4), o.order_date + 14 + k * 7, (o.id + k) % 23 = 0, o.created_by
      from customer_order o cross join seed_pick p cross join generate_series(1, 1 + (o.id % 6)::int) k
      join material m on m.id = p.materials[1 + (o.id * 13 + k * 31) % array_length(p.materials, 1)]`.execute(trx);
    // Sales order g is for the customer of order g (same six-digit tail); the first 400 are bound to it.
    await sql`insert into sales_order (so_no, customer_id, order_id, entity_id, bg_id, currency, so_date, status, created_by, updated_by)
      select 'SO' || lpad((80000000 + g)::text, 10, '0'), o.customer_id, case when g <= 400 then o.id end, o.entity_id, o.bg_id, o.currency,
        o.order_date + 2, case when g % 7 = 0 then 'shipped' when g % 13 = 0 then 'closed' else 'open' end, o.created_by, o.created_by
      from generate_series(1, ${SALES_ORDERS}) g join customer_order o on right(o.order_no, 6) = lpad(g::text, 6, '0')`.execute(trx);
    await sql`insert into sales_order_item (so_id, line_no, material_id, qty, unit_price, request_date, co_item_id, created_by)
      select s.id, i.line_no, i.material_id, greatest(i.qty / 2, 100), i.unit_price, i.request_date, case when s.order_id is not null then i.id end, s.created_by
      from sales_order s join customer_order o on right(o.order_no, 6) = right(s.so_no, 6) join customer_order_item i on i.order_id = o.id and i.line_no <= 3`.execute(trx);
    // Ten open, unbound sales orders waiting in the binding review.
    await sql`insert into order_binding (order_id, so_id, status, created_by, updated_by)
      select o.id, s.id, 'pending', 'op', 'op' from sales_order s join customer_order o on right(o.order_no, 6) = right(s.so_no, 6)
      where s.order_id is null and s.status = 'open' order by s.id limit 10`.execute(trx);
  });
}
