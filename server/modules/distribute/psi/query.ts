// One PSI page in ONE SQL statement: the forecast items of the current and previous forecasts (and
// the items the two backlogs' lines are assigned to) grouped by the rule's key columns; per period
// Demand = greatest(forecast, backlog requested) of each week, ESD = backlog lines by their ESD, agreed swaps (and,
// with synchronization, open OR lines by their request date); stock per material (and SLOC when the
// rule splits by it); the running balance for the status, the sort and the status filter; one page
// of rows with their periods as JSON. The engine (src/contract/psi/engine.ts) then computes every
// balance from the page's demand and ESD. docs/domain/planning-psi.md explains each choice.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PSI_WEEKS, type PsiSortColumn } from '../../../../src/contract/psi/types';
import { groupColumns, type PsiKeyColumn } from '../../../../src/contract/psi/rules';
import { weekStart } from '../../../../src/contract/psi/engine';
import type { DB } from '../../../db/types';
import type { PsiQuery } from './params';
import type { PsiSources } from './sources';

/** The SQL of each key column over `forecast_item i` and its joins. */
const KEY_SQL: Record<PsiKeyColumn, RawBuilder<unknown>> = {
  CPN: sql`coalesce(i.cpn, '')`,
  MPN: sql`i.mpn`,
  Manufacturer: sql`coalesce(mf.name, '')`,
  BG: sql`coalesce(b.code, '')`,
  BU: sql`coalesce(u.code, '')`,
  EC_Code: sql`coalesce(i.ec_code, '')`,
  Plant: sql`coalesce(i.plant, '')`,
  SLOC: sql`coalesce(s.code, '')`,
};

const KEY_SORTS: PsiSortColumn[] = ['CPN', 'MPN', 'Manufacturer', 'BG', 'BU', 'EC_Code', 'Plant', 'SLOC'];

const SORT_SQL: Record<PsiSortColumn, RawBuilder<unknown>> = {
  CPN: sql`r."CPN"`, MPN: sql`r."MPN"`, Manufacturer: sql`r."Manufacturer"`, BG: sql`r."BG"`, BU: sql`r."BU"`, EC_Code: sql`r."EC_Code"`,
  Plant: sql`r."Plant"`, SLOC: sql`r."SLOC"`, on_hands: sql`st.on_hands`, on_ways: sql`st.on_ways`,
  totalDemand: sql`coalesce(t.total_demand, 0)`, totalESD: sql`coalesce(t.total_esd, 0)`, status: sql`coalesce(fn.first_neg, 100000)`,
};

export interface PsiDbRow {
  key: string;
  CPN: string; MPN: string; Manufacturer: string; BG: string | null; BU: string | null; EC_Code: string | null; EC_Name: string | null;
  Plant: string | null; SLOC: string | null; MPQ: string | null; Biz_Type: string | null;
  on_hands: string; on_ways: string;
  cur_no: string | null; prev_no: string | null;
  /** The row's material and SLOC (the stock it reads; SLOC only when the rule splits by it). */
  material_id: number | null; sloc_id: number | null;
  /** SQL's first negative period of the current block (1-based), null when none. */
  first_neg: number | null;
  cells: { b: 'c' | 'p'; i: number; d: string; e: string }[] | null;
  total: number;
}

/** The week index (0-based) of a date column from the PSI's first Monday; overdue dates fold into week 0. */
const weekIndex = (column: RawBuilder<unknown>, week0: string) => sql<number>`greatest(floor((${column} - ${week0}::date) / 7.0), 0)::int`;

/** The month index (0-based, from the first Monday's month) of week index `w`: a week belongs to its Monday's month. */
function monthOfWeek(week0: string): RawBuilder<number> {
  const monday = sql`(${week0}::date + w * 7)`;
  return sql<number>`((extract(year from ${monday}) * 12 + extract(month from ${monday})) - (extract(year from ${week0}::date) * 12 + extract(month from ${week0}::date)))::int`;
}

export interface PsiPageQuery {
  /** Only these row keys (explain, the what-if's refresh); undefined: every row. */
  keys?: string[];
}

/** The forecast items a PSI reads, each with its row key: the current and previous forecasts' items and those the two backlogs' lines are assigned to, under the filters. */
export function keyedSelect(src: PsiSources, q: PsiQuery): RawBuilder<unknown> {
  const cols = groupColumns(q.rule);
  const bySloc = cols.includes('SLOC');
  const cur = idList(src.current.forecastIds);
  const prev = idList(src.previous.forecastIds);
  const backlogs = idList([src.current.backlogId, src.previous.backlogId].filter((b): b is number => b !== null));
  const keyExpr = sql`md5(concat_ws(chr(31), ${sql.join(cols.map((c) => KEY_SQL[c]))}, coalesce(i.material_id, 0)${bySloc ? sql`, coalesce(i.sloc_id, 0)` : sql``}))`;
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : undefined;
  const filters = [
    src.vsr ? sql`i.vsr` : sql`true`,
    q.bg ? sql`b.code = ${q.bg}` : sql`true`,
    src.bgScope ? (src.bgScope.length ? sql`f.bg_id in (${sql.join(src.bgScope)})` : sql`false`) : sql`true`,
    like ? sql`(i.cpn ilike ${like} or i.mpn ilike ${like} or mf.name ilike ${like} or i.ec_code ilike ${like} or i.ec_name ilike ${like})` : sql`true`,
  ];
  return sql`select i.id, ${keyExpr} as key, f.id as forecast_id, f.no as fno,
        ${KEY_SQL.CPN} as "CPN", i.mpn as "MPN", ${KEY_SQL.Manufacturer} as "Manufacturer", b.code as "BG", u.code as "BU", i.ec_code as "EC_Code",
        i.ec_name as "EC_Name", i.plant as "Plant", s.code as "SLOC", i.mpq, i.biz_type, i.material_id, i.sloc_id
      from forecast_item i join forecast f on f.id = i.forecast_id left join bg b on b.id = f.bg_id left join bu u on u.id = i.bu_id
        left join manufacturer mf on mf.id = i.manufacturer_id left join sloc s on s.id = i.sloc_id
      where (i.forecast_id in (${cur}) or i.forecast_id in (${prev})
        or i.id in (select forecast_item_id from backlog_line where backlog_id in (${backlogs}) and forecast_item_id is not null))
        and ${sql.join(filters, sql` and `)}`;
}

const idList = (list: number[]) => (list.length ? sql.join(list) : sql`null`);

/**
 * The stock groups a PSI starts from (id, material_id, sloc_id, on_hand, on_way; normal and VMI cargo):
 * today's quantities, or with realtime_inventory=0 each group's quantities after its last movement up
 * to the current backlog's date (the PSI's date without a backlog).
 */
export function stockSelect(src: PsiSources, q: PsiQuery): RawBuilder<unknown> {
  return q.realtimeInventory
    ? sql`select id, material_id, sloc_id, on_hand_qty as on_hand, on_way_qty as on_way from inventory where status_cargo in ('normal', 'vmi')`
    : sql`select g.id, g.material_id, g.sloc_id, h.on_hand_after as on_hand, h.on_way_after as on_way from inventory g
        join lateral (select on_hand_after, on_way_after from inventory_history x where x.inventory_id = g.id
          and x.created_at < (${src.current.backlogDate ?? q.date}::date + 1) order by x.id desc limit 1) h on true
        where g.status_cargo in ('normal', 'vmi')`;
}

export async function queryPsiPage(db: Kysely<DB>, src: PsiSources, q: PsiQuery, extra: PsiPageQuery = {}): Promise<PsiDbRow[]> {
  const week0 = weekStart(q.date);
  const horizonEnd = sql`(${week0}::date + ${PSI_WEEKS * 7}::int)`;
  const month = q.period === 'month';
  const cols = groupColumns(q.rule);
  const bySloc = cols.includes('SLOC');
  const cur = idList(src.current.forecastIds);
  const prev = idList(src.previous.forecastIds);
  const backlogs = idList([src.current.backlogId, src.previous.backlogId].filter((b): b is number => b !== null));
  const swapFilter = q.swapStatus
    ? sql`and r.key in (select k.key from keyed k join swap_request w on k.id in (w.request_forecast_item_id, w.swap_forecast_item_id) where w.status = ${q.swapStatus})`
    : sql``;
  const keyFilter = extra.keys ? sql`and r.key in (${sql.join(extra.keys)})` : sql``;
  const statusFilter = q.status
    ? sql`and ${({ shortage: sql`fn.first_neg between 1 and 4`, warning: sql`fn.first_neg between 5 and 8`, watch: sql`fn.first_neg >= 9`, covered: sql`fn.first_neg is null` } as const)[q.status]}`
    : sql``;
  const dir = q.order === 'desc' ? sql`desc` : sql`asc`;
  // A page ordered by key columns alone (no status filter or sort, no ESD sort): its rows are picked from
  // the keys first and only they are aggregated; the running balance of every row is needed otherwise.
  const narrow = !q.status && !q.esdSort && (!q.sort || (KEY_SORTS as string[]).includes(q.sort));
  const orderBy = [
    ...(q.esdSort ? [sql`fe.first_esd ${q.esdSort === 'desc' ? sql`desc` : sql`asc`} nulls last`] : []),
    ...(q.sort ? [sql`${SORT_SQL[q.sort]} ${dir}`] : []),
    ...cols.map((c) => sql`${SORT_SQL[c]} ${dir}`),
    sql`r.key`,
  ];
  const stockJoin = bySloc ? sql`v.material_id = r.material_id and v.sloc_id = r.sloc_id` : sql`v.material_id = r.material_id`;
  const stockSource = stockSelect(src, q);
  const supply = q.synchronization
    ? sql`union all select r.key, blk.b, ${weekIndex(sql`oi.request_date`, week0)}, 0, 0, oi.qty
        from rows r cross join (values ('c'), ('p')) blk(b) join or_item oi on oi.material_id = r.material_id join or_order o on o.id = oi.or_id
        where o.status = 'released' and oi.request_date < ${horizonEnd} ${narrow ? sql`and r.key in (select key from pick)` : sql``}`
    : sql``;
  const result = await sql<PsiDbRow>`
    with keyed as (
      ${keyedSelect(src, q)}
    ),
    rows as (
      select key, min("CPN") as "CPN", min("MPN") as "MPN", min("Manufacturer") as "Manufacturer", min("BG") as "BG", min("BU") as "BU",
        min("EC_Code") as "EC_Code", min("EC_Name") as "EC_Name", min("Plant") as "Plant", min("SLOC") as "SLOC", min(mpq)::text as "MPQ",
        min(biz_type) as "Biz_Type", min(material_id) as material_id, min(sloc_id) as sloc_id,
        string_agg(distinct fno, ',') filter (where forecast_id in (${cur})) as cur_no,
        string_agg(distinct fno, ',') filter (where forecast_id in (${prev})) as prev_no
      from keyed group by key
    ),
    ${narrow ? sql`pick as (select r.key from rows r where true ${swapFilter} ${keyFilter} order by ${sql.join(orderBy)} limit ${q.size} offset ${(q.page - 1) * q.size}),` : sql``}
    moves as (
      select k.key, case when q.forecast_id in (${cur}) then 'c' else 'p' end as b, ${weekIndex(sql`q.week_start`, week0)} as w, q.qty as fc, 0::numeric as req, 0::numeric as esd
        from forecast_qty q join keyed k on k.id = q.item_id
        where true ${narrow ? sql`and k.key in (select key from pick)` : sql``} and (q.forecast_id in (${cur}) or q.forecast_id in (${prev})) and q.week_start >= ${week0}::date and q.week_start < ${horizonEnd}
      union all
      select k.key, case when l.backlog_id = ${src.current.backlogId} then 'c' else 'p' end, ${weekIndex(sql`l.request_date`, week0)}, 0, l.qty, 0
        from backlog_line l join keyed k on k.id = l.forecast_item_id where l.backlog_id in (${backlogs}) ${narrow ? sql`and k.key in (select key from pick)` : sql``} and l.request_date < ${horizonEnd}
      union all
      select k.key, case when l.backlog_id = ${src.current.backlogId} then 'c' else 'p' end, ${weekIndex(sql`l.esd`, week0)}, 0, 0, l.qty
        from backlog_line l join keyed k on k.id = l.forecast_item_id where l.backlog_id in (${backlogs}) ${narrow ? sql`and k.key in (select key from pick)` : sql``} and l.esd < ${horizonEnd}
      ${supply}
      union all
      -- Agreed swaps move supply between forecast items of the current block, in the week they were agreed.
      select k.key, 'c', ${weekIndex(sql`sw.decided_at::date`, week0)}, 0, 0, case when k.id = sw.request_forecast_item_id then sw.qty else -sw.qty end
        from swap_request sw join keyed k on k.id in (sw.request_forecast_item_id, sw.swap_forecast_item_id)
        where sw.status = 'agreed' and k.forecast_id in (${cur}) and sw.decided_at < ${horizonEnd} ${narrow ? sql`and k.key in (select key from pick)` : sql``}
    ),
    weeks as (
      select key, b, w, greatest(sum(fc), sum(req)) as demand, sum(esd) as esd from moves group by key, b, w
    ),
    periods as (
      select key, b, ${month ? monthOfWeek(week0) : sql`w`} as p, sum(demand) as demand, sum(esd) as esd from weeks group by key, b, 3
    ),
    st as (
      select r.key, coalesce(sum(v.on_hand), 0) as on_hands, coalesce(sum(v.on_way), 0) as on_ways
      from rows r left join (${stockSource}) v on ${stockJoin} ${narrow ? sql`where r.key in (select key from pick)` : sql``} group by r.key
    ),
    bal as (
      select p.key, p.p, st.on_hands + st.on_ways + sum(p.esd - p.demand) over (partition by p.key order by p.p) as balance
      from periods p join st on st.key = p.key where p.b = 'c'
    ),
    fn as (select key, min(p) + 1 as first_neg from bal where balance < 0 group by key),
    fe as (select key, min(p) as first_esd from periods where b = 'c' and esd > 0 group by key),
    t as (select key, sum(demand) as total_demand, sum(esd) as total_esd from periods where b = 'c' group by key),
    page as (
      select r.*, st.on_hands::text as on_hands, st.on_ways::text as on_ways, fn.first_neg::int as first_neg,
        ${narrow ? sql`(select count(*) from rows r where true ${swapFilter} ${keyFilter})::int` : sql`count(*) over ()::int`} as total
      from rows r join st on st.key = r.key left join fn on fn.key = r.key left join fe on fe.key = r.key left join t on t.key = r.key
      where ${narrow ? sql`r.key in (select key from pick)` : sql`true ${swapFilter} ${keyFilter} ${statusFilter}`}
      order by ${sql.join(orderBy)}
      ${narrow ? sql`` : sql`limit ${q.size} offset ${(q.page - 1) * q.size}`}
    )
    select pg.key, pg."CPN", pg."MPN", pg."Manufacturer", pg."BG", pg."BU", pg."EC_Code", pg."EC_Name", pg."Plant", pg."SLOC", pg."MPQ", pg."Biz_Type",
      pg.on_hands, pg.on_ways, pg.cur_no, pg.prev_no, pg.first_neg, pg.total, pg.material_id::int as material_id, pg.sloc_id::int as sloc_id,
      c.cells
    from page pg left join (
      select p.key, json_agg(json_build_object('b', p.b, 'i', p.p, 'd', p.demand::text, 'e', p.esd::text)) as cells
      from periods p where p.key in (select key from page) group by p.key
    ) c on c.key = pg.key`.execute(db);
  return result.rows;
}
