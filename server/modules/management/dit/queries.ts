// The DIT reads beyond the record: projects by BG, project names, the part's substitutes, its
// forecast in the project's BG, the RFQs raised, and the win rate by quarter (exact, in SQL).
import { sql, type Kysely } from 'kysely';
import type { DitBg, DitForecast, DitRfq, DitSubstitute, DitWinRateRow } from '../../../../src/resources/management/dit/model/wire';
import type { DB } from '../../../db/types';

export async function projectsByBg(db: Kysely<DB>): Promise<DitBg[]> {
  const r = await sql<Record<string, unknown>>`
    select b.id, b.name, count(d.id) as projects, count(d.id) filter (where d.archive_status = 'open') as open,
      count(d.id) filter (where d.stage in ('design_win', 'mp')) as won,
      to_char(min(d.mp_date) filter (where d.mp_date >= current_date), 'YYYY-MM-DD') as next_mp_date
    from bg b join dit d on d.bg_id = b.id group by b.id, b.name order by b.name`.execute(db);
  return r.rows.map((x) => ({ id: Number(x.id), name: String(x.name), projects: Number(x.projects), open: Number(x.open), won: Number(x.won), next_mp_date: (x.next_mp_date as string | null) ?? null }));
}

export async function projectNames(db: Kysely<DB>, keyword: string | undefined): Promise<string[]> {
  const like = keyword ? `%${keyword}%` : '%';
  return (await sql<{ project_name: string }>`select distinct project_name from dit where project_name ilike ${like} order by project_name limit 50`.execute(db)).rows.map((r) => r.project_name);
}

export async function substitutes(db: Kysely<DB>, materialId: number): Promise<DitSubstitute[]> {
  const r = await sql<Record<string, unknown>>`
    select m.id, m.mpn, coalesce(mf.name, '') as manufacturer, s.sub_type, s.qualification_status,
      case when s.original_material_id = ${materialId} then 'substitute' else 'original' end as direction
    from material_sub s
    join material m on m.id = case when s.original_material_id = ${materialId} then s.substitute_material_id else s.original_material_id end
    left join manufacturer mf on mf.id = m.manufacturer_id
    where s.original_material_id = ${materialId} or s.substitute_material_id = ${materialId}
    order by direction desc, m.mpn`.execute(db);
  return r.rows.map((x) => ({ ...(x as unknown as DitSubstitute), id: Number(x.id) }));
}

/** The newest forecast of the project's BG that holds the part: its weekly quantities summed over the part's items. */
export async function forecastOf(db: Kysely<DB>, bgId: number, materialId: number): Promise<DitForecast> {
  const f = (await sql<{ id: number; no: string; forecast_date: string }>`
    select f.id, f.no, to_char(f.forecast_date, 'YYYY-MM-DD') as forecast_date from forecast f
    where f.bg_id = ${bgId} and exists (select 1 from forecast_item i where i.forecast_id = f.id and i.material_id = ${materialId})
    order by f.forecast_date desc, f.version_no desc limit 1`.execute(db)).rows[0];
  if (!f) return { forecast_no: null, forecast_date: null, weeks: [], total: '0' };
  const weeks = (await sql<{ week_start: string; qty: string }>`
    select to_char(q.week_start, 'YYYY-MM-DD') as week_start, sum(q.qty)::text as qty
    from forecast_qty q join forecast_item i on i.id = q.item_id
    where q.forecast_id = ${f.id} and i.material_id = ${materialId} group by q.week_start order by q.week_start`.execute(db)).rows;
  const total = (await sql<{ total: string }>`
    select coalesce(sum(q.qty), 0)::text as total from forecast_qty q join forecast_item i on i.id = q.item_id
    where q.forecast_id = ${f.id} and i.material_id = ${materialId}`.execute(db)).rows[0].total;
  return { forecast_no: f.no, forecast_date: f.forecast_date, weeks, total };
}

export async function rfqHistory(db: Kysely<DB>, ditId: number): Promise<DitRfq[]> {
  const r = await sql<Record<string, unknown>>`
    select r.id as rfq_id, r.rfq_no, r.stage, i.qty, i.target_price::text as target_price, i.quoted_price::text as quoted_price, l.created_by, l.created_at
    from dit_rfq l join rfq r on r.id = l.rfq_id
    left join rfq_item i on i.rfq_id = r.id and i.line_no = 1
    where l.dit_id = ${ditId} order by l.created_at desc, l.id desc`.execute(db);
  return r.rows.map((x) => ({ ...(x as unknown as DitRfq), rfq_id: Number(x.rfq_id), qty: Number(x.qty), created_at: new Date(x.created_at as string).toISOString() }));
}

const rateRow = (x: Record<string, unknown>): DitWinRateRow => ({
  quarter: String(x.quarter), projects: Number(x.projects), won: Number(x.won), lost: Number(x.lost), open: Number(x.open), win_rate: (x.win_rate as string | null) ?? null,
});

/** Win rate = won / (won + lost) × 100, two decimals half up; null while nothing is decided. Quarters of the design-in date. */
export async function winRate(db: Kysely<DB>, bgId: number): Promise<{ quarters: DitWinRateRow[]; total: DitWinRateRow }> {
  const counts = sql`count(*) as projects, count(*) filter (where stage in ('design_win', 'mp')) as won, count(*) filter (where stage = 'lost') as lost,
    count(*) filter (where stage in ('design_in', 'sampling')) as open,
    case when count(*) filter (where stage in ('design_win', 'mp', 'lost')) = 0 then null
      else round(count(*) filter (where stage in ('design_win', 'mp'))::numeric * 100 / count(*) filter (where stage in ('design_win', 'mp', 'lost')), 2)::text end as win_rate`;
  const quarters = (await sql<Record<string, unknown>>`
    select to_char(design_in_date, 'YYYY') || '-Q' || extract(quarter from design_in_date)::int as quarter, ${counts}
    from dit where bg_id = ${bgId} group by 1 order by 1`.execute(db)).rows.map(rateRow);
  const total = rateRow({ ...(await sql<Record<string, unknown>>`select ${counts} from dit where bg_id = ${bgId}`.execute(db)).rows[0], quarter: 'total' });
  return { quarters, total };
}
