// The logistics statement's allocation, in numeric (never floats), one statement for the lines.
// Each business group's shipped amount is the sum of its lines' round(qty × unit price, 2) over
// the month's shipped or closed sales orders of the currency. Its share of the bill,
// bill × amount ÷ total, is cut to the cent; the cents still missing go one each to the groups with
// the largest cut-off remainders (ties: the smaller group id; no group last), so the allocations add
// up to the bill exactly and the same inputs always give the same cents.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

export interface LogisticHead { id: number; period: string; currency: string; freight_cost: string; status: string; version: number }

export async function readLogisticHead(db: Kysely<DB>, id: number, lock: boolean): Promise<LogisticHead | undefined> {
  const row = (await sql<LogisticHead>`select id, period, currency, freight_cost::text as freight_cost, status, version from avm_logistic where id = ${id} ${lock ? sql`for update` : sql``}`.execute(db)).rows[0];
  return row ? { ...row, id: Number(row.id), version: Number(row.version) } : undefined;
}

export async function allocate(trx: Kysely<DB>, h: LogisticHead, user: string): Promise<{ line_count: number; shipped_amount: string }> {
  const from = `${h.period}-01`;
  await sql`delete from avm_logistic_line where statement_id = ${h.id}`.execute(trx);
  await sql`insert into avm_logistic_line (statement_id, bg_id, so_count, shipped_amount, share_pct, allocated, created_by)
    with g as (
      select s.bg_id, count(distinct s.id)::int as n, sum(round(i.qty * i.unit_price, 2)) as amt
      from sales_order s join sales_order_item i on i.so_id = s.id
      where s.currency = ${h.currency} and s.status in ('shipped', 'closed') and s.so_date >= ${from}::date and s.so_date < (${from}::date + interval '1 month')
      group by s.bg_id),
    t as (select sum(amt) as total from g where amt > 0),
    b as (select g.*, trunc(${h.freight_cost}::numeric * g.amt / t.total, 2) as base, ${h.freight_cost}::numeric * g.amt / t.total - trunc(${h.freight_cost}::numeric * g.amt / t.total, 2) as frac, t.total
          from g, t where g.amt > 0),
    k as (select b.*, row_number() over (order by frac desc, bg_id nulls last) as rn, round((${h.freight_cost}::numeric - sum(base) over ()) * 100) as missing from b)
    select ${h.id}, bg_id, n, amt, round(amt * 100 / total, 4), base + case when rn <= missing then 0.01 else 0 end, ${user} from k`.execute(trx);
  const r = (await sql<{ n: number; amt: string }>`select count(*)::int as n, coalesce(sum(shipped_amount), 0)::numeric(20, 2)::text as amt from avm_logistic_line where statement_id = ${h.id}`.execute(trx)).rows[0];
  return { line_count: Number(r.n), shipped_amount: r.amt };
}
