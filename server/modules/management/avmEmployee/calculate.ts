// One account manager's AVM figures of one month and currency, all in numeric (never floats),
// set-based, inside the caller's transaction. The rule (docs/domain/management.md):
//   lines      = the sell reconciliation lines (reconciliation calculated or confirmed, line not
//                cancelled) of the manager's customers, of the row's currency, SO date in the month
//   sell       = Σ line amount (already round(qty × unit price, 2));  rebate = Σ line rebate
//   unit cost  = the part's average confirmed purchase price: round(Σ confirmed amount ÷ Σ confirmed qty, 5)
//                over the lines of calculated or confirmed purchase reconciliations of the currency
//   line cost  = round(qty × unit cost, 2); a part never purchased is "uncosted" (no cost, no margin)
//   purchase   = Σ line cost;  margin = Σ (amount − rebate − cost) over the costed lines
//   commission = round(max(margin, 0) × rate ÷ 100, 2), half away from zero (numeric round)
// The same inputs always give the same cents; the lines priced are stored as the row's detail.
import { sql, type Kysely } from 'kysely';
import type { AvmEmployeeRow } from '../../../../src/resources/management/avmEmployee/model/wire';
import type { DB } from '../../../db/types';

export interface EmployeeHead { id: number; user_id: number; period: string; currency: string; commission_rate: string; version: number; status: string }
/** The figures a calculation writes: the wire row's, so the screen and the server cannot drift apart. */
export type EmployeeFigures = Pick<
  AvmEmployeeRow,
  'customer_count' | 'line_count' | 'uncosted_lines' | 'sell_amount' | 'rebate_amount' | 'purchase_amount' | 'margin' | 'commission'
>;

export async function readEmployeeHead(db: Kysely<DB>, id: number, lock: boolean): Promise<EmployeeHead | undefined> {
  const row = (await sql<EmployeeHead>`select id, user_id, period, currency, commission_rate::text as commission_rate, version, status
    from avm_employee where id = ${id} ${lock ? sql`for update` : sql``}`.execute(db)).rows[0];
  return row ? { ...row, id: Number(row.id), user_id: Number(row.user_id), version: Number(row.version) } : undefined;
}

/** Rebuilds the row's detail lines and answers its figures (the caller stores them). */
export async function calculateEmployee(trx: Kysely<DB>, h: EmployeeHead): Promise<EmployeeFigures> {
  const from = `${h.period}-01`;
  await sql`delete from avm_employee_line where employee_id = ${h.id}`.execute(trx);
  await sql`insert into avm_employee_line (employee_id, sell_line_id, recon_no, customer_id, so_no, so_date, material_id, qty, unit_price, amount, rebate_amount, unit_cost, cost_amount, margin)
    with cost as (
      select pl.material_id, round(sum(pl.confirmed_amount) / sum(pl.confirmed_qty), 5) as unit_cost
      from avm_recon_purchase_line pl join avm_recon_purchase ph on ph.id = pl.recon_id
      where ph.status in ('calculated', 'confirmed') and ph.currency = ${h.currency}
      group by pl.material_id having sum(pl.confirmed_qty) > 0),
    lines as (
      select l.id, h.recon_no, h.customer_id, l.so_no, l.so_date, l.material_id, l.qty, l.unit_price, l.amount, l.rebate_amount, c.unit_cost,
        round(l.qty * c.unit_cost, 2) as cost_amount
      from avm_recon_sell_line l join avm_recon_sell h on h.id = l.recon_id
        join avm_employee_customer ec on ec.customer_id = h.customer_id and ec.user_id = ${h.user_id}
        left join cost c on c.material_id = l.material_id
      where h.status in ('calculated', 'confirmed') and not l.cancelled and h.currency = ${h.currency}
        and l.so_date >= ${from}::date and l.so_date < (${from}::date + interval '1 month'))
    select ${h.id}, id, recon_no, customer_id, so_no, so_date, material_id, qty, unit_price, amount, rebate_amount, unit_cost, cost_amount,
      amount - rebate_amount - cost_amount
    from lines`.execute(trx);
  const r = (await sql<Omit<EmployeeFigures, 'commission'>>`select count(distinct customer_id)::int as customer_count, count(*)::int as line_count,
      count(*) filter (where unit_cost is null)::int as uncosted_lines,
      coalesce(sum(amount), 0)::numeric(20, 2)::text as sell_amount, coalesce(sum(rebate_amount), 0)::numeric(20, 2)::text as rebate_amount,
      coalesce(sum(cost_amount), 0)::numeric(20, 2)::text as purchase_amount, coalesce(sum(margin), 0)::numeric(20, 2)::text as margin
    from avm_employee_line where employee_id = ${h.id}`.execute(trx)).rows[0];
  const c = (await sql<{ commission: string }>`select round(greatest(${r.margin}::numeric, 0) * ${h.commission_rate}::numeric / 100, 2)::numeric(20, 2)::text as commission`.execute(trx)).rows[0];
  return { ...r, customer_count: Number(r.customer_count), line_count: Number(r.line_count), uncosted_lines: Number(r.uncosted_lines), commission: c.commission };
}

/** Calculates one row and stores its figures (status calculated, version + 1). */
export async function calculateAndStore(trx: Kysely<DB>, h: EmployeeHead, user: string): Promise<void> {
  const f = await calculateEmployee(trx, h);
  await sql`update avm_employee set customer_count = ${f.customer_count}, line_count = ${f.line_count}, uncosted_lines = ${f.uncosted_lines},
      sell_amount = ${f.sell_amount}, rebate_amount = ${f.rebate_amount}, purchase_amount = ${f.purchase_amount}, margin = ${f.margin}, commission = ${f.commission},
      status = 'calculated', calculated_at = now(), updated_at = now(), updated_by = ${user}, version = version + 1
    where id = ${h.id}`.execute(trx);
}
