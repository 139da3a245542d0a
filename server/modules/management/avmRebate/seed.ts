// Demo rebate settings for 2026 (and one for 2025): the demo sell reconciliations' customers get a
// customer-wide rate, the first deducted on its invoices, the others refunded; one part of the
// second customer earns more. Written before the sell reconciliations, which read them.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { demoSellCustomers } from '../avmSell/seed';

type Row = Record<string, unknown>;

export async function seedAvmRebate(db: Kysely<DB>): Promise<void> {
  const customers = await demoSellCustomers(db);
  if (!customers.length) return;
  const rows: Row[] = customers.flatMap((c, i) => [
    { customer_id: c, material_id: null, year: 2026, rebate_rate: ['2.0000', '1.5000', '1.0000'][i], deduct: i === 0, status: 'active', remark: i === 0 ? 'Deducted on each invoice (agreement 2026-01)' : 'Refunded after year end', created_by: 'seed', updated_by: 'seed' },
    { customer_id: c, material_id: null, year: 2025, rebate_rate: '1.0000', deduct: false, status: 'inactive', remark: 'Last year, for reference', created_by: 'seed', updated_by: 'seed' },
  ]);
  // The second customer's most sold part: 3.5 % (a design-win incentive).
  if (customers[1]) {
    const part = (await sql<{ id: number }>`select i.material_id as id from sales_order_item i join sales_order s on s.id = i.so_id
      where s.customer_id = ${customers[1]} and s.status in ('shipped', 'closed') group by i.material_id order by count(*) desc, i.material_id limit 1`.execute(db)).rows[0];
    if (part) rows.push({ customer_id: customers[1], material_id: part.id, year: 2026, rebate_rate: '3.5000', deduct: false, status: 'active', remark: 'Design-win incentive', created_by: 'seed', updated_by: 'seed' });
  }
  await (db as unknown as Kysely<Record<string, Row>>).insertInto('avm_rebate_setting').values(rows).execute();
}
