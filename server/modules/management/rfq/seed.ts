// Demo RFQs: 48 over the seeded customers, end customers and materials, twelve in each stage, each with
// two to six lines; inquiry-stage lines wait for a quote, price-review and finished ones carry quoted prices
// (every third with quarter prices). Owners are the demo users, so each "my RFQs" tab shows rows.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const RFQS = 48;

export async function seedRfqs(db: Kysely<DB>): Promise<void> {
  const have = await sql<{ c: number; m: number }>`select (select count(*)::int from ship_customer) as c, (select count(*)::int from material) as m`.execute(db);
  if (!have.rows[0].c || !have.rows[0].m) return;
  await db.transaction().execute(async (trx) => {
    await sql`create temporary table rfq_pick on commit drop as
      select (select array_agg(id order by id) from ship_customer) as customers,
             (select array_agg(id order by id) from end_customer) as end_customers,
             (select array_agg(id order by id) from (select id from material order by id limit 120) m) as materials`.execute(trx);
    const owner = sql`(array['admin', 'op', 'admin', 'manager'])[1 + g % 4]`;
    await sql`insert into rfq (rfq_no, customer_id, end_customer_id, requester, currency, stage, due_date, remark, created_by, updated_by)
      select 'RFQ' || to_char(date '2026-06-01' + g * 3, 'YYMM') || lpad(g::text, 4, '0'),
        p.customers[1 + (g * 5) % array_length(p.customers, 1)],
        case when p.end_customers is null then null else p.end_customers[1 + (g * 3) % array_length(p.end_customers, 1)] end,
        (array['Alice Wang', 'Brian Chen', 'Cathy Liu', 'David Zhao'])[1 + g % 4], (array['USD', 'USD', 'CNY'])[1 + g % 3],
        ((g - 1) % 4)::text, date '2026-06-15' + g * 3,
        case when g % 5 = 0 then 'New project, samples first' end, ${owner}, ${owner}
      from generate_series(1, ${RFQS}) g cross join rfq_pick p`.execute(trx);
    await sql`insert into rfq_item (rfq_id, line_no, material_id, cpn, qty, target_price, annual_usage, created_by)
      select r.id, k, p.materials[1 + (r.id * 11 + k * 17) % array_length(p.materials, 1)], 'CP-' || lpad(((r.id * 37 + k) % 9000)::text, 5, '0'),
        (1 + (r.id * k) % 12) * 500, round(coalesce(m.standard_cost, 0.2) * 1.05, 4), (1 + (r.id + k) % 9) * 25000, r.created_by
      from rfq r cross join rfq_pick p cross join generate_series(1, 2 + (r.id % 5)::int) k
      join material m on m.id = p.materials[1 + (r.id * 11 + k * 17) % array_length(p.materials, 1)]`.execute(trx);
    await sql`update rfq_item i set quoted_price = round(coalesce(i.target_price, 0.2) * 1.08, 4), quoted_by = 'op',
        lead_time_weeks = 8 + i.line_no * 2, moq = 500, valid_until = date '2026-12-31'
      from rfq r where r.id = i.rfq_id and r.stage in ('2', '3')`.execute(trx);
    await sql`update rfq_item i set q1_price = i.quoted_price, q2_price = round(i.quoted_price * 0.98, 4),
        q3_price = round(i.quoted_price * 0.96, 4), q4_price = round(i.quoted_price * 0.95, 4)
      from rfq r where r.id = i.rfq_id and r.stage in ('2', '3') and r.id % 3 = 0`.execute(trx);
  });
}
