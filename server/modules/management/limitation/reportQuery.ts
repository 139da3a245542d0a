// The limitation report: each limitation with its months' sums, what remains and the share used,
// computed in SQL on exact integers and numerics (the percentage rounded half up to two decimals).
import { sql, type Kysely } from 'kysely';
import type { LimitationMonth, LimitationReportRow } from '../../../../src/resources/management/limitation/model/wire';
import type { DB } from '../../../db/types';

export interface ReportFilter { keyword?: string; status?: string; id?: number }

const where = (f: ReportFilter) => sql.join([
  sql`true`,
  ...(f.id ? [sql`l.id = ${f.id}`] : []),
  ...(f.status ? [sql`l.status = ${f.status}`] : []),
  ...(f.keyword ? [sql`(l.limit_no ilike ${`%${f.keyword}%`} or m.mpn ilike ${`%${f.keyword}%`})`] : []),
], sql` and `);

export async function countReport(db: Kysely<DB>, f: ReportFilter): Promise<number> {
  const r = await sql<{ n: string }>`select count(*) as n from limitation l join material m on m.id = l.material_id where ${where(f)}`.execute(db);
  return Number(r.rows[0].n);
}

export async function pageReport(db: Kysely<DB>, f: ReportFilter, limit: number, offset: number): Promise<LimitationReportRow[]> {
  const r = await sql<Record<string, unknown>>`
    select l.id, l.version, l.limit_no, m.mpn, b.name as bg, l.reason, l.status,
      to_char(l.start_date, 'YYYY-MM-DD') as start_date, to_char(l.end_date, 'YYYY-MM-DD') as end_date,
      l.limited_qty, coalesce(u.allocated, 0) as allocated_qty, coalesce(u.used, 0) as used_qty,
      case when l.limited_qty = 0 then '0.00' else round(coalesce(u.used, 0)::numeric * 100 / l.limited_qty, 2)::text end as usage_pct
    from limitation l
    join material m on m.id = l.material_id
    left join bg b on b.id = l.bg_id
    left join (select limitation_id, sum(allocated_qty) as allocated, sum(coalesce(used_qty, 0)) as used from limitation_month group by limitation_id) u on u.limitation_id = l.id
    where ${where(f)}
    order by l.start_date desc, l.id desc limit ${limit} offset ${offset}`.execute(db);
  return r.rows.map((row) => {
    const limited = Number(row.limited_qty);
    const used = Number(row.used_qty);
    return {
      ...(row as unknown as LimitationReportRow),
      id: Number(row.id), version: Number(row.version), limited_qty: limited, allocated_qty: Number(row.allocated_qty), used_qty: used,
      remaining_qty: limited - used, usage_pct: String(row.usage_pct), over: used > limited,
    };
  });
}

export async function monthsOf(db: Kysely<DB>, id: number): Promise<LimitationMonth[]> {
  const r = await sql<LimitationMonth>`select id, month, allocated_qty, coalesce(used_qty, 0) as used_qty, comment from limitation_month where limitation_id = ${id} order by month`.execute(db);
  return r.rows.map((m) => ({ ...m, id: Number(m.id), allocated_qty: Number(m.allocated_qty), used_qty: Number(m.used_qty) }));
}
