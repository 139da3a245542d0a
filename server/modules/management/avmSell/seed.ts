// Demo sell reconciliations: for the three customers with the most shipped USD sales-order lines of
// 2026, the first quarter confirmed, the second calculated (one line cancelled), the third a draft.
// Figures come from the module's own calculation, rebates from the demo rebate settings.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { readSellHead, rebuildSellLines, sellTotals } from './calculate';

type Row = Record<string, unknown>;
const PERIODS = [
  { key: '2026Q1', from: '2026-01-01', to: '2026-03-31', status: 'confirmed' },
  { key: '2026Q2', from: '2026-04-01', to: '2026-06-30', status: 'calculated' },
  { key: '2026Q3', from: '2026-07-01', to: '2026-09-30', status: 'draft' },
];

/** The customers the demo reconciles (shared with the rebate settings' demo rows). */
export async function demoSellCustomers(db: Kysely<DB>): Promise<number[]> {
  return (await sql<{ id: number }>`select s.customer_id as id from sales_order s join sales_order_item i on i.so_id = s.id
    where s.status in ('shipped', 'closed') and s.currency = 'USD' and s.so_date >= date '2026-01-01'
    group by s.customer_id order by count(*) desc, s.customer_id limit 3`.execute(db)).rows.map((r) => Number(r.id));
}

export async function seedAvmSell(db: Kysely<DB>): Promise<void> {
  const dyn = db as unknown as Kysely<Record<string, Row>>;
  for (const [c, customer] of (await demoSellCustomers(db)).entries()) {
    for (const p of PERIODS) {
      const [row] = await dyn.insertInto('avm_recon_sell').values({
        recon_no: `AVM-S-${p.key}-${String(c + 1).padStart(2, '0')}`, customer_id: customer, currency: 'USD', period_from: p.from, period_to: p.to,
        status: 'draft', line_count: 0, created_by: 'seed', updated_by: 'seed',
      }).returning('id').execute();
      if (p.status === 'draft') continue;
      const head = (await readSellHead(db, Number(row.id), false))!;
      await rebuildSellLines(db, head, 'seed');
      if (p.status === 'calculated') {
        await sql`update avm_recon_sell_line set cancelled = true, remark = 'Returned by the customer (RMA)'
          where id = (select min(id) from avm_recon_sell_line where recon_id = ${head.id})`.execute(db);
      }
      const t = await sellTotals(db, head.id);
      await sql`update avm_recon_sell set line_count = ${t.line_count}, sales_amount = ${t.sales_amount}, deduct_amount = ${t.deduct_amount}, non_deduct_amount = ${t.non_deduct_amount},
          rebate_amount = ${t.rebate_amount}, refund_amount = ${t.refund_amount}, status = ${p.status}, calculated_at = now() where id = ${head.id}`.execute(db);
    }
  }
}
