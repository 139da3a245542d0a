// Demo backlogs: per family, two uploads (last week's and this week's Monday), each listing the open
// customer-order items of the family's BGs due from four weeks before to 26 weeks after the backlog
// date, plus a few of other BGs (no forecast in that family: unassigned), assigned as the upload would be.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { assignBacklog } from './assign';
import { seedBacklogMail } from './mailSync';

const LINES = { noncf: 400, cf: 200, nonti: 150 } as const;
const PREFIX = { noncf: 'NCF', cf: 'CF', nonti: 'GB' } as const;
const DELAY = 14;

export async function seedBacklogs(db: Kysely<DB>): Promise<void> {
  const have = await sql<{ n: number }>`select count(*)::int as n from forecast`.execute(db);
  if (!have.rows[0].n) return;
  await db.transaction().execute(async (trx) => {
    for (const [family, prefix] of Object.entries(PREFIX)) {
      for (const weeksAgo of [1, 0]) {
        const made = await sql<{ id: number }>`insert into backlog (family, no, backlog_date, delay, assign_shipment, filename_zjr, filename_zjf, filename_or, created_by, updated_by, created_at, updated_at)
          select ${family}, 'BLK-' || ${prefix} || '-' || to_char(d, 'YYYYMMDD'), d, ${DELAY}, 1,
            'ZJR_' || to_char(d, 'YYYYMMDD') || '.xlsx', 'ZJF_' || to_char(d, 'YYYYMMDD') || '.xlsx', 'OR_' || to_char(d, 'YYYYMMDD') || '.xlsx',
            'op', 'op', d + time '10:15', d + time '10:15'
          from (select date_trunc('week', current_date)::date - 7 * ${weeksAgo} as d) x returning id`.execute(trx);
        const id = made.rows[0].id;
        await sql`insert into backlog_line (backlog_id, line_no, co_item_id, order_no, customer_id, bg_id, material_id, cpn, mpn, qty, request_date, esd, created_by, updated_by)
          select ${id}, row_number() over (order by x.request_date, x.id), x.id, x.order_no, x.customer_id, x.bg_id, x.material_id, x.cpn, x.mpn, x.qty,
            x.request_date, greatest(x.request_date, b.backlog_date + b.delay), 'op', 'op'
          from backlog b cross join lateral (
            select i.id, o.order_no, o.customer_id, o.bg_id, i.material_id, i.cpn, m.mpn, i.qty, i.request_date
            from customer_order_item i join customer_order o on o.id = i.order_id join material m on m.id = i.material_id
            where o.status = 'open' and i.qty > 0 and not i.locked and i.request_date between b.backlog_date - 28 and b.backlog_date + 182
              and (exists (select 1 from forecast f where f.family = b.family and f.bg_id = o.bg_id) or i.id % 10 = 0)
            order by i.request_date, i.id limit ${LINES[family as keyof typeof LINES]}) x
          where b.id = ${id}`.execute(trx);
        await assignBacklog(trx, id);
      }
    }
    // The GB temporary backlog rows: this week's NonTI upload as received.
    await sql`insert into gb_backlog_tmp (order_no, customer_code, cpn, mpn, qty, request_date, file_name, created_by, created_at)
      select l.order_no, c.code, l.cpn, l.mpn, l.qty, l.request_date, b.filename_zjr, 'op', b.created_at
      from backlog b join backlog_line l on l.backlog_id = b.id left join ship_customer c on c.id = l.customer_id
      where b.family = 'nonti' and b.backlog_date = date_trunc('week', current_date)::date`.execute(trx);
  });
  await seedBacklogMail(db);
}
