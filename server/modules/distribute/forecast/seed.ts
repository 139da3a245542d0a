// Demo forecasts: for each family's business groups, two versions (last week's and this week's), each
// with the items its customers order (customer + material pairs of the seeded open customer orders,
// so backlogs assign to them) and 52 weekly quantities in whole MPQs. Dates follow the current week,
// so the PSI screens, which default to today, show them on any day. Set-based INSERT ... SELECT.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

/** Items per forecast, by family: the rest of the customers' parts stay unforecast (unassigned backlog). */
const ITEMS = { noncf: 150, cf: 100, nonti: 100 } as const;
const WEEKS = 52;
const PREFIX = { noncf: 'NCF', cf: 'CF', nonti: 'GB' } as const;

export async function seedForecasts(db: Kysely<DB>): Promise<void> {
  const have = await sql<{ n: number }>`select count(*)::int as n from customer_order_item`.execute(db);
  if (!have.rows[0].n) return;
  await db.transaction().execute(async (trx) => {
    // BGs with open orders, by family: every one forecasts NonCF; every other one CF; every third NonTI (GB).
    await sql`create temporary table seed_fbg on commit drop as
      with b as (select id, code, row_number() over (order by id) as rn from bg
        where status = 'active' and exists (select 1 from customer_order o where o.bg_id = bg.id and o.status = 'open'))
      select 'noncf'::text as family, id, code from b
      union all select 'cf', id, code from b where rn % 2 = 1
      union all select 'nonti', id, code from b where rn % 3 = 0`.execute(trx);
    for (const [family, prefix] of Object.entries(PREFIX)) {
      await sql`insert into forecast (family, bg_id, forecast_date, no, version_no, source, file_name, created_by, updated_by, created_at, updated_at)
        select ${family}, b.id, d.fdate, ${prefix} || '-' || b.code || '-' || to_char(d.fdate, 'YYYYMMDD') || '-V' || v.v, v.v,
          case when ${family} = 'noncf' and v.v = 2 then 'edi830' else 'import' end,
          case when ${family} = 'noncf' and v.v = 2 then null else 'FCST_' || b.code || '_' || to_char(d.fdate, 'YYYYMMDD') || '.xlsx' end,
          'op', 'op', d.fdate + time '09:30', d.fdate + time '09:30'
        from seed_fbg b cross join generate_series(1, 2) v(v)
        cross join lateral (select (date_trunc('week', current_date)::date - 7 * (2 - v.v)) as fdate) d
        where b.family = ${family}`.execute(trx);
    }
    // The customer + material pairs of open order items, per BG: those due in the next half year first
    // (except one material in eight, left unforecast), then by a deterministic spread.
    await sql`create temporary table seed_pair on commit drop as
      select o.bg_id, i.material_id, o.customer_id, min(i.cpn) as cpn,
        row_number() over (partition by o.bg_id order by
          bool_or(i.request_date between current_date - 35 and current_date + 182) and i.material_id % 8 <> 0 desc,
          (i.material_id * 37 + o.customer_id * 11) % 997, i.material_id, o.customer_id) as rk
      from customer_order_item i join customer_order o on o.id = i.order_id
      where o.status = 'open' and o.bg_id is not null and i.qty > 0
      group by o.bg_id, i.material_id, o.customer_id`.execute(trx);
    for (const [family, count] of Object.entries(ITEMS)) {
      await sql`insert into forecast_item (forecast_id, line_no, customer_id, site_code, hub_code, plant, sloc_id, cpn, material_id, mpn, manufacturer_id, mpq,
          bu_id, ec_code, ec_name, biz_type, vsr, created_by, updated_by, created_at, updated_at)
        select f.id, p.rk, c.id, c.code, case when s.warehouse_type = 'own' then null else s.code end, s.plant, s.id, p.cpn, m.id, m.mpn,
          m.manufacturer_id, m.mpq, c.bu_id, ec.ec_code, ec.name,
          (array['OEM', 'ODM', 'EMS'])[1 + (p.rk % 3)::int], f.family = 'nonti' and p.rk % 3 = 0, 'op', 'op', f.created_at, f.created_at
        from forecast f
        join seed_pair p on p.bg_id = f.bg_id and p.rk <= ${count}
        join ship_customer c on c.id = p.customer_id
        join material m on m.id = p.material_id
        left join lateral (select * from sloc where entity_id = c.entity_id order by is_default desc, id limit 1) s on true
        left join lateral (select * from end_customer e where e.bg_id = f.bg_id order by (e.id * 13 + p.rk) % 17, e.id limit 1) ec on true
        where f.family = ${family}`.execute(trx);
    }
    // 52 weeks from the forecast's Monday: 0-8 x 500 pieces a week rounded up to whole MPQs (about one
    // week in nine empty), a swell every other quarter, and the two versions differ where (line, week)
    // moves the spread.
    await sql`insert into forecast_qty (item_id, forecast_id, week_start, qty)
      select i.id, f.id, f.forecast_date + 7 * w,
        i.mpq * ceil(500 * ((i.line_no * 7 + w * 3 + f.version_no * 5 * ((i.line_no + w) % 2)) % 9)
          * (case when (w / 13) % 2 = 1 then 2 else 1 end) / i.mpq)
      from forecast f join forecast_item i on i.forecast_id = f.id cross join generate_series(0, ${WEEKS - 1}) w`.execute(trx);
    // History: this week's version changed the next four weeks of one item in seven; the EDI 830 records of
    // the NonCF versions that came by EDI; the GB temporary forecast rows (this week's, eight weeks).
    await sql`insert into forecast_item_history (item_id, forecast_id, forecast_no, family, line_no, mpn, cpn, plant, action, changes, created_by, created_at)
      select i2.id, f2.id, f2.no, f2.family, i2.line_no, i2.mpn, i2.cpn, i2.plant, 'update',
        jsonb_object_agg(to_char(q2.week_start, 'YYYY-MM-DD'), jsonb_build_array(q1.qty::text, q2.qty::text)), 'op', f2.created_at + interval '2 hours'
      from forecast f2 join forecast f1 on f1.family = f2.family and f1.bg_id = f2.bg_id and f1.version_no = 1
      join forecast_item i2 on i2.forecast_id = f2.id and i2.line_no % 7 = 0
      join forecast_item i1 on i1.forecast_id = f1.id and i1.line_no = i2.line_no
      join forecast_qty q2 on q2.item_id = i2.id and q2.week_start < f2.forecast_date + 28
      join forecast_qty q1 on q1.item_id = i1.id and q1.week_start = q2.week_start and q1.qty <> q2.qty
      where f2.version_no = 2
      group by i2.id, f2.id, f2.no, f2.family, i2.line_no, i2.mpn, i2.cpn, i2.plant, f2.created_at`.execute(trx);
    await sql`insert into b2b_record (kind, record_date, bg_id, forecast_id, forecast_no, line_count, created_by, created_at)
      select '830', f.forecast_date, f.bg_id, f.id, f.no, (select count(*) from forecast_item i where i.forecast_id = f.id), 'system', f.created_at
      from forecast f where f.source = 'edi830'`.execute(trx);
    await sql`insert into gb_forecast_tmp (bg_code, site_code, plant, cpn, mpn, week_start, qty, file_name, created_by, created_at)
      select b.code, i.site_code, i.plant, i.cpn, i.mpn, q.week_start, q.qty, 'GB_FCST_' || to_char(f.forecast_date, 'YYYYMMDD') || '.xlsx', 'op', f.created_at
      from forecast f join bg b on b.id = f.bg_id join forecast_item i on i.forecast_id = f.id join forecast_qty q on q.item_id = i.id and q.week_start < f.forecast_date + 56
      where f.family = 'nonti' and f.version_no = 2 and q.qty > 0`.execute(trx);
  });
}
