// The OR PSI in one statement per page: one row per material (MPN, manufacturer); Demand = the open
// customer-order lines by request date, ESD = the released ORs' lines by request date (what the
// vendors are to deliver), stock = the material's stock (normal and VMI groups). Which materials:
// those of the buyer's released ORs (`list`, one OR with `no`) or those held in stock (`inventory`).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { weekStart } from '../../../../src/contract/psi/engine';
import { PSI_WEEKS } from '../../../../src/contract/psi/types';
import type { DB } from '../../../db/types';
import type { PsiDbRow } from '../psi/query';

export interface OrPsiQuery {
  date: string;
  period: 'week' | 'month';
  page: number;
  size: number;
  keyword?: string;
  status?: 'shortage' | 'warning' | 'watch' | 'covered';
  sort?: 'MPN' | 'Manufacturer' | 'on_hands' | 'on_ways' | 'status';
  order: 'asc' | 'desc';
  /** One OR's number. */
  no?: string;
  /** The buyer whose ORs count (undefined: every buyer's). */
  createdBy?: string;
}

const weekIndex = (column: RawBuilder<unknown>, week0: string) => sql<number>`greatest(floor((${column} - ${week0}::date) / 7.0), 0)::int`;

/** Released ORs the query reads (the buyer's, one number). */
export const openOrs = (q: Pick<OrPsiQuery, 'no' | 'createdBy'>) =>
  sql`select id from or_order where status = 'released' ${q.createdBy ? sql`and created_by = ${q.createdBy}` : sql``} ${q.no ? sql`and or_no = ${q.no}` : sql``}`;

export async function queryOrPsi(db: Kysely<DB>, source: 'list' | 'inventory', q: OrPsiQuery): Promise<PsiDbRow[]> {
  const week0 = weekStart(q.date);
  const end = sql`(${week0}::date + ${PSI_WEEKS * 7}::int)`;
  const ors = openOrs(q);
  const materials = source === 'list'
    ? sql`select distinct material_id from or_item where or_id in (${ors})`
    : sql`select distinct material_id from inventory where status_cargo in ('normal', 'vmi') and on_hand_qty + on_way_qty > 0`;
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : undefined;
  const month = q.period === 'month';
  const monday = sql`(${week0}::date + w * 7)`;
  const periodOf = month ? sql`((extract(year from ${monday}) * 12 + extract(month from ${monday})) - (extract(year from ${week0}::date) * 12 + extract(month from ${week0}::date)))::int` : sql`w`;
  const dir = q.order === 'desc' ? sql`desc` : sql`asc`;
  const sortSql = { MPN: sql`r."MPN"`, Manufacturer: sql`r."Manufacturer"`, on_hands: sql`st.on_hands`, on_ways: sql`st.on_ways`, status: sql`coalesce(fn.first_neg, 100000)` } as const;
  const statusFilter = q.status
    ? sql`and ${({ shortage: sql`fn.first_neg between 1 and 4`, warning: sql`fn.first_neg between 5 and 8`, watch: sql`fn.first_neg >= 9`, covered: sql`fn.first_neg is null` } as const)[q.status]}`
    : sql``;
  const result = await sql<PsiDbRow>`
    with rows as (
      select md5('or:' || m.id) as key, m.id as material_id, m.mpn as "MPN", coalesce(mf.name, '') as "Manufacturer"
      from material m join (${materials}) x on x.material_id = m.id left join manufacturer mf on mf.id = m.manufacturer_id
      ${like ? sql`where m.mpn ilike ${like} or mf.name ilike ${like}` : sql``}
    ),
    moves as (
      select r.key, ${weekIndex(sql`ci.request_date`, week0)} as w, ci.qty::numeric as demand, 0::numeric as esd
        from customer_order_item ci join customer_order co on co.id = ci.order_id join rows r on r.material_id = ci.material_id
        where co.status = 'open' and ci.qty > 0 and ci.request_date < ${end}
      union all
      select r.key, ${weekIndex(sql`oi.request_date`, week0)}, 0, oi.qty
        from or_item oi join rows r on r.material_id = oi.material_id
        where oi.or_id in (${openOrs({ createdBy: q.createdBy })}) and oi.request_date < ${end}
    ),
    periods as (select key, 'c'::text as b, ${periodOf} as p, sum(demand) as demand, sum(esd) as esd from moves group by key, 3),
    st as (
      select r.key, coalesce(sum(v.on_hand_qty), 0) as on_hands, coalesce(sum(v.on_way_qty), 0) as on_ways
      from rows r left join inventory v on v.material_id = r.material_id and v.status_cargo in ('normal', 'vmi') group by r.key
    ),
    bal as (select p.key, p.p, st.on_hands + st.on_ways + sum(p.esd - p.demand) over (partition by p.key order by p.p) as balance from periods p join st on st.key = p.key),
    fn as (select key, min(p) + 1 as first_neg from bal where balance < 0 group by key),
    page as (
      select r.*, st.on_hands::text as on_hands, st.on_ways::text as on_ways, fn.first_neg::int as first_neg, count(*) over ()::int as total
      from rows r join st on st.key = r.key left join fn on fn.key = r.key
      where true ${statusFilter}
      order by ${q.sort ? sql`${sortSql[q.sort]} ${dir},` : sql``} r."MPN" ${dir}, r.key
      limit ${q.size} offset ${(q.page - 1) * q.size}
    )
    select pg.key, '' as "CPN", pg."MPN", pg."Manufacturer", null as "BG", null as "BU", null as "EC_Code", null as "EC_Name", null as "Plant", null as "SLOC",
      null as "MPQ", null as "Biz_Type", pg.on_hands, pg.on_ways, null as cur_no, null as prev_no, pg.first_neg, pg.total, pg.material_id::int as material_id, null as sloc_id, c.cells
    from page pg left join (
      select p.key, json_agg(json_build_object('b', p.b, 'i', p.p, 'd', p.demand::text, 'e', p.esd::text)) as cells
      from periods p where p.key in (select key from page) group by p.key
    ) c on c.key = pg.key`.execute(db);
  return result.rows;
}
