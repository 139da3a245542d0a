// The purchase reconciliation's calculation, all in numeric (never floats), set-based so a year of
// POs takes a few statements, not a round trip per line. Rounding (docs/domain/management.md):
//   line amount           = round(qty × unit price, 2)            (half away from zero, numeric round)
//   confirmed line amount = round(confirmed qty × unit price, 2)
//   PO / confirmed amount = sums of the rounded line amounts
//   service fee           = round(confirmed amount × rate ÷ 100, 2);  total = confirmed amount + fee
// A recalculation keeps each line's confirmed quantity and remark (the vendor's answer) and follows
// the POs' current quantity and price; lines whose PO no longer qualifies leave.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

export interface PurchaseHead { id: number; vendor_id: number; currency: string; period_from: string; period_to: string; service_fee_rate: string }
export interface PurchaseTotals { line_count: number; goods_amount: string; confirmed_amount: string; service_fee: string; total_amount: string }

/** The POs a reconciliation covers: the vendor's open lines of its currency dated in its period. */
const qualifies = (h: PurchaseHead) => sql`p.vendor_id = ${h.vendor_id} and p.currency = ${h.currency} and p.status = 'open'
  and p.po_date between ${h.period_from}::date and ${h.period_to}::date`;

export async function readHead(db: Kysely<DB>, id: number, lock: boolean) {
  const row = (await sql<PurchaseHead & { status: string; version: number }>`select id, vendor_id, currency, to_char(period_from, 'YYYY-MM-DD') as period_from,
      to_char(period_to, 'YYYY-MM-DD') as period_to, service_fee_rate::text as service_fee_rate, status, version
    from avm_recon_purchase where id = ${id} ${lock ? sql`for update` : sql``}`.execute(db)).rows[0];
  return row ? { ...row, id: Number(row.id), vendor_id: Number(row.vendor_id), version: Number(row.version) } : undefined;
}

/** Rebuilds the lines of one reconciliation from the POs (inside the caller's transaction). */
export async function rebuildLines(trx: Kysely<DB>, h: PurchaseHead, user: string): Promise<void> {
  await sql`delete from avm_recon_purchase_line l where l.recon_id = ${h.id}
    and not exists (select 1 from purchase_order p where p.id = l.po_id and ${qualifies(h)})`.execute(trx);
  await sql`update avm_recon_purchase_line l set qty = p.qty, unit_price = p.unit_price, po_date = p.po_date, material_id = p.material_id,
      amount = round(p.qty * p.unit_price, 2), confirmed_amount = round(l.confirmed_qty * p.unit_price, 2)
    from purchase_order p where l.recon_id = ${h.id} and p.id = l.po_id`.execute(trx);
  await sql`insert into avm_recon_purchase_line (recon_id, po_id, po_no, po_line, po_date, material_id, qty, unit_price, amount, confirmed_qty, confirmed_amount, created_by)
    select ${h.id}, p.id, p.po_no, p.po_line, p.po_date, p.material_id, p.qty, p.unit_price, round(p.qty * p.unit_price, 2), p.qty, round(p.qty * p.unit_price, 2), ${user}
    from purchase_order p where ${qualifies(h)}
      and not exists (select 1 from avm_recon_purchase_line l where l.recon_id = ${h.id} and l.po_id = p.id)`.execute(trx);
}

/** The totals of the stored lines, with the fee at the reconciliation's rate. */
export async function totalsOf(db: Kysely<DB>, id: number, rate: string): Promise<PurchaseTotals> {
  const r = (await sql<{ line_count: number; goods_amount: string; confirmed_amount: string }>`select count(*)::int as line_count,
      coalesce(sum(amount), 0)::numeric(20, 2)::text as goods_amount, coalesce(sum(confirmed_amount), 0)::numeric(20, 2)::text as confirmed_amount
    from avm_recon_purchase_line where recon_id = ${id}`.execute(db)).rows[0];
  const fee = (await sql<{ service_fee: string; total_amount: string }>`select round(${r.confirmed_amount}::numeric * ${rate}::numeric / 100, 2)::numeric(20, 2)::text as service_fee,
      (${r.confirmed_amount}::numeric + round(${r.confirmed_amount}::numeric * ${rate}::numeric / 100, 2))::numeric(20, 2)::text as total_amount`.execute(db)).rows[0];
  return { line_count: Number(r.line_count), goods_amount: r.goods_amount, confirmed_amount: r.confirmed_amount, ...fee };
}
