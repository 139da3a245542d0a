// Forecast reads and writes (plain SQL over tables.ts); every multi-row write runs in the caller's transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import type { Family, ForecastRow } from '../../../../src/resources/distribute/forecast/model/wire';
import { listPage } from '../shared/listPage';

type Db = Kysely<DB> | Transaction<DB>;
const PREFIX: Record<Family, string> = { noncf: 'NCF', cf: 'CF', nonti: 'GB' };

const HEADER = sql`f.id::int as id, f.family, f.bg_id::int as bg_id, b.code as bg_code, b.name as bg_name, to_char(f.forecast_date, 'YYYY-MM-DD') as forecast_date,
  f.no, f.version_no, f.source, f.file_name, f.remark,
  (select count(*)::int from forecast_item i where i.forecast_id = f.id) as item_count,
  (select coalesce(sum(q.qty), 0)::text from forecast_qty q where q.forecast_id = f.id) as total_qty,
  f.created_by, f.created_at`;

export async function listForecasts(db: Db, families: Family[], p: { page: number; size: number; keyword: string; bg?: number }) {
  const kw = `%${p.keyword.toLowerCase()}%`;
  const where = sql`f.family = any(${families}) and (${p.keyword} = '' or lower(f.no) like ${kw} or lower(b.code) like ${kw} or lower(b.name) like ${kw})
    and (${p.bg ?? null}::bigint is null or f.bg_id = ${p.bg ?? null})`;
  return listPage<ForecastRow>(db, { select: HEADER, from: sql`forecast f join bg b on b.id = f.bg_id`, where, order: sql`f.forecast_date desc, b.code, f.version_no desc, f.id` }, p);
}

/** Every active BG with its forecasts in the family (versions 0 when it has none yet): the add and import pickers. */
export async function forecastBgs(db: Db, family: Family) {
  const r = await sql`select b.id::int as bg_id, b.code, b.name, count(f.id)::int as versions,
      (array_agg(f.no order by f.version_no desc))[1] as latest_no, max(f.version_no) as latest_version
    from bg b left join forecast f on f.bg_id = b.id and f.family = ${family} where b.status = 'active'
    group by b.id, b.code, b.name order by count(f.id) = 0, b.code`.execute(db);
  return r.rows;
}

export async function getForecast(db: Db, family: Family | null, key: number | string): Promise<ForecastRow | undefined> {
  const by = typeof key === 'number' ? sql`f.id = ${key}` : sql`f.no = ${key}`;
  const r = await sql<ForecastRow>`select ${HEADER} from forecast f join bg b on b.id = f.bg_id
    where ${by} and (${family}::text is null or f.family = ${family})`.execute(db);
  return r.rows[0];
}

const ITEM = sql`i.id::int as id, i.forecast_id::int as forecast_id, i.line_no, i.customer_id::int as customer_id, c.code as customer_code,
  i.site_code, i.hub_code, i.plant, i.sloc_id::int as sloc_id, s.code as sloc_code, i.cpn, i.material_id::int as material_id, i.mpn,
  i.manufacturer_id::int as manufacturer_id, mf.name as manufacturer, i.mpq::text as mpq, i.bu_id::int as bu_id, bu.code as bu_code,
  i.ec_code, i.ec_name, i.biz_type, i.vsr, i.supplier, i.remark, i.updated_by, i.updated_at,
  (select coalesce(json_agg(json_build_object('week', to_char(q.week_start, 'YYYY-MM-DD'), 'qty', q.qty::text) order by q.week_start), '[]'::json)
     from forecast_qty q where q.item_id = i.id) as weeks`;
const ITEM_FROM = sql`forecast_item i left join ship_customer c on c.id = i.customer_id left join sloc s on s.id = i.sloc_id
  left join manufacturer mf on mf.id = i.manufacturer_id left join bu on bu.id = i.bu_id`;

export async function listItems(db: Db, forecastId: number, p: { page: number; size: number; keyword: string }) {
  const kw = `%${p.keyword.toLowerCase()}%`;
  const where = sql`i.forecast_id = ${forecastId} and (${p.keyword} = '' or lower(i.mpn) like ${kw} or lower(coalesce(i.cpn, '')) like ${kw}
    or lower(coalesce(i.plant, '')) like ${kw} or lower(coalesce(i.site_code, '')) like ${kw})`;
  return listPage(db, { select: ITEM, from: ITEM_FROM, where, order: sql`i.line_no, i.id` }, p);
}

export async function getItem(db: Db, itemId: number) {
  const r = await sql<{ id: number; forecast_id: number; family: Family }>`select ${ITEM}, f.family from ${ITEM_FROM} join forecast f on f.id = i.forecast_id where i.id = ${itemId}`.execute(db);
  return r.rows[0];
}

/**
 * A new version of (family, BG) dated `date`: its items and weekly quantities copied from the latest
 * version (none when the BG has no forecast yet, or `copy` is false: an import brings its own). Answers the new forecast's id.
 */
export async function addVersion(trx: Transaction<DB>, family: Family, bgId: number, date: string, user: string, source: string, remark: string | null, copy = true): Promise<number> {
  await sql`lock table forecast in share row exclusive mode`.execute(trx);
  const prev = await sql<{ id: number; v: number }>`select id::int as id, version_no as v from forecast where family = ${family} and bg_id = ${bgId} order by version_no desc limit 1`.execute(trx);
  const v = (prev.rows[0]?.v ?? 0) + 1;
  const made = await sql<{ id: number }>`insert into forecast (family, bg_id, forecast_date, no, version_no, source, remark, created_by, updated_by)
    select ${family}, b.id, ${date}::date, ${PREFIX[family]} || '-' || b.code || '-' || to_char(${date}::date, 'YYYYMMDD') || '-V' || ${v}::int, ${v}, ${source}, ${remark}, ${user}, ${user}
    from bg b where b.id = ${bgId} returning id::int as id`.execute(trx);
  const id = made.rows[0].id;
  const from = copy ? prev.rows[0]?.id : undefined;
  if (from) {
    await sql`insert into forecast_item (forecast_id, line_no, customer_id, site_code, hub_code, plant, sloc_id, cpn, material_id, mpn, manufacturer_id, mpq,
        bu_id, ec_code, ec_name, biz_type, vsr, supplier, remark, created_by, updated_by)
      select ${id}, line_no, customer_id, site_code, hub_code, plant, sloc_id, cpn, material_id, mpn, manufacturer_id, mpq,
        bu_id, ec_code, ec_name, biz_type, vsr, supplier, remark, ${user}, ${user} from forecast_item where forecast_id = ${from}`.execute(trx);
    await sql`insert into forecast_qty (item_id, forecast_id, week_start, qty)
      select n.id, ${id}, q.week_start, q.qty from forecast_qty q join forecast_item o on o.id = q.item_id
      join forecast_item n on n.forecast_id = ${id} and n.line_no = o.line_no where o.forecast_id = ${from}`.execute(trx);
  }
  return id;
}

/** Replaces an item's weekly quantities by `weeks` (week Monday -> qty); weeks not named are left alone. */
export async function writeWeeks(trx: Transaction<DB>, itemId: number, forecastId: number, weeks: [string, string][]) {
  if (!weeks.length) return;
  const w = weeks.map(([d]) => d);
  const q = weeks.map(([, v]) => v);
  await sql`insert into forecast_qty (item_id, forecast_id, week_start, qty)
    select ${itemId}, ${forecastId}, w::date, q::numeric from unnest(${w}::text[], ${q}::text[]) as t(w, q)
    on conflict (item_id, week_start) do update set qty = excluded.qty`.execute(trx);
}

/**
 * Swaps that keep forecast items from being deleted (the forecast's, or one item): waiting or agreed swap
 * requests on either side, waiting open ESD swaps. Deleting would cascade them away, and an agreed swap
 * moves supply in the PSI. Read inside the deleting transaction, the swaps' rows locked.
 */
export async function swapsHolding(trx: Kysely<DB> | Transaction<DB>, on: { forecastId: number } | { itemId: number }): Promise<number> {
  const items = 'itemId' in on ? sql`select ${on.itemId}::bigint` : sql`select id from forecast_item where forecast_id = ${on.forecastId}`;
  const r = await sql<{ n: number }>`select (
      (select count(*) from (select 1 from swap_request where status in ('pending', 'agreed')
        and (request_forecast_item_id in (${items}) or swap_forecast_item_id in (${items})) for update) a)
    + (select count(*) from (select 1 from esd_swap where status = 'pending' and forecast_item_id in (${items}) for update) b))::int as n`.execute(trx);
  return r.rows[0].n;
}
