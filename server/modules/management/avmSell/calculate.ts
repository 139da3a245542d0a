// The sell reconciliation's lines and totals, all in numeric (never floats), set-based. Rounding as
// the purchase side (docs/domain/management.md): amount = round(qty × unit price, 2); rebate =
// round(amount × rate ÷ 100, 2) at the customer's setting of the SO date's year (a part's own
// setting before the customer-wide one; none: 0 %); totals are sums of the rounded line figures
// over the lines not cancelled. A rebuild keeps the cancelled flags, remarks and history lines.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

export interface SellHead { id: number; customer_id: number; currency: string; period_from: string; period_to: string; status: string; version: number }
export interface SellTotals { line_count: number; sales_amount: string; deduct_amount: string; non_deduct_amount: string; rebate_amount: string; refund_amount: string }

export async function readSellHead(db: Kysely<DB>, id: number, lock: boolean): Promise<SellHead | undefined> {
  const row = (await sql<SellHead>`select id, customer_id, currency, to_char(period_from, 'YYYY-MM-DD') as period_from, to_char(period_to, 'YYYY-MM-DD') as period_to, status, version
    from avm_recon_sell where id = ${id} ${lock ? sql`for update` : sql``}`.execute(db)).rows[0];
  return row ? { ...row, id: Number(row.id), customer_id: Number(row.customer_id), version: Number(row.version) } : undefined;
}

/** Sales-order items a reconciliation covers: the customer's shipped or closed SOs of its currency in its period. */
const items = (h: SellHead) => sql`sales_order_item i join sales_order s on s.id = i.so_id
  where s.customer_id = ${h.customer_id} and s.currency = ${h.currency} and s.status in ('shipped', 'closed')
    and s.so_date between ${h.period_from}::date and ${h.period_to}::date`;

/** Rebate rate and deduct flag of every line of one reconciliation, from the settings. */
export async function applyRebates(trx: Kysely<DB>, reconId: number, customerId: number): Promise<void> {
  await sql`update avm_recon_sell_line l set rebate_rate = coalesce(r.rebate_rate, 0),
      -- With no setting, an uploaded history line keeps the Deduct its file said.
      deduct = case when r.rebate_rate is null and l.source = 'history' then l.deduct else coalesce(r.deduct, false) end,
      rebate_amount = round(l.amount * coalesce(r.rebate_rate, 0) / 100, 2)
    from avm_recon_sell_line x left join lateral (
      select st.rebate_rate, st.deduct from avm_rebate_setting st
      where st.customer_id = ${customerId} and st.status = 'active' and st.year = extract(year from x.so_date)::int
        and (st.material_id = x.material_id or st.material_id is null)
      order by st.material_id is null limit 1) r on true
    where l.recon_id = ${reconId} and x.id = l.id`.execute(trx);
}

/** Rebuilds the sales-order lines of one reconciliation (inside the caller's transaction). */
export async function rebuildSellLines(trx: Kysely<DB>, h: SellHead, user: string): Promise<void> {
  await sql`delete from avm_recon_sell_line l where l.recon_id = ${h.id} and l.source = 'order'
    and not exists (select 1 from ${items(h)} and i.id = l.so_item_id)`.execute(trx);
  await sql`update avm_recon_sell_line l set qty = i.qty, unit_price = i.unit_price, amount = round(i.qty * i.unit_price, 2), material_id = i.material_id, so_date = s.so_date
    from sales_order_item i join sales_order s on s.id = i.so_id where l.recon_id = ${h.id} and l.source = 'order' and i.id = l.so_item_id`.execute(trx);
  await sql`insert into avm_recon_sell_line (recon_id, so_item_id, so_no, so_date, material_id, qty, unit_price, amount, rebate_rate, rebate_amount, deduct, cancelled, source, created_by)
    select ${h.id}, i.id, s.so_no, s.so_date, i.material_id, i.qty, i.unit_price, round(i.qty * i.unit_price, 2), 0, 0, false, false, 'order', ${user}
    from ${items(h)} and not exists (select 1 from avm_recon_sell_line l where l.recon_id = ${h.id} and l.so_item_id = i.id)`.execute(trx);
  await applyRebates(trx, h.id, h.customer_id);
}

export async function sellTotals(db: Kysely<DB>, id: number): Promise<SellTotals> {
  const r = (await sql<SellTotals>`select count(*)::int as line_count,
      coalesce(sum(amount) filter (where not cancelled), 0)::numeric(20, 2)::text as sales_amount,
      coalesce(sum(amount) filter (where not cancelled and deduct), 0)::numeric(20, 2)::text as deduct_amount,
      coalesce(sum(amount) filter (where not cancelled and not deduct), 0)::numeric(20, 2)::text as non_deduct_amount,
      coalesce(sum(rebate_amount) filter (where not cancelled), 0)::numeric(20, 2)::text as rebate_amount,
      coalesce(sum(rebate_amount) filter (where not cancelled and not deduct), 0)::numeric(20, 2)::text as refund_amount
    from avm_recon_sell_line where recon_id = ${id}`.execute(db)).rows[0];
  return { ...r, line_count: Number(r.line_count) };
}
