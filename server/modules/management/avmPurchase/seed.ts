// Demo purchase reconciliations over the demo POs (June to November 2026): for the three vendors
// with the most open USD lines, June confirmed, July to August calculated with a few short
// confirmations, September a draft. Figures come from the module's own calculation.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { readHead, rebuildLines, totalsOf } from './calculate';

type Row = Record<string, unknown>;
const PERIODS = [
  { key: '2026-06', from: '2026-06-01', to: '2026-06-30', status: 'confirmed', rate: '1.5000' },
  { key: '2026-07', from: '2026-07-01', to: '2026-08-31', status: 'calculated', rate: '1.2500' },
  { key: '2026-09', from: '2026-09-01', to: '2026-09-30', status: 'draft', rate: '1.5000' },
];

export async function seedAvmPurchase(db: Kysely<DB>): Promise<void> {
  const vendors = (await sql<{ id: number; code: string | null }>`select p.vendor_id as id, max(v.code) as code from purchase_order p join vendor v on v.id = p.vendor_id
    where p.status = 'open' and p.currency = 'USD' group by p.vendor_id order by count(*) desc, p.vendor_id limit 3`.execute(db)).rows;
  const dyn = db as unknown as Kysely<Record<string, Row>>;
  for (const [v, vendor] of vendors.entries()) {
    for (const p of PERIODS) {
      if (v === 2 && p.status === 'draft') continue;
      const [row] = await dyn.insertInto('avm_recon_purchase').values({
        recon_no: `AVM-P-${p.key.replace('-', '')}-${String(v + 1).padStart(2, '0')}`, vendor_id: vendor.id, currency: 'USD', period_from: p.from, period_to: p.to,
        service_fee_rate: p.rate, status: 'draft', line_count: 0, created_by: 'seed', updated_by: 'seed',
        remark: p.status === 'confirmed' ? 'Agreed with the vendor by mail' : null,
      }).returning('id').execute();
      if (p.status === 'draft') continue;
      const head = (await readHead(db, Number(row.id), false))!;
      await rebuildLines(db, head, 'seed');
      // The vendor confirmed a little less on every seventh line (short shipment).
      await sql`update avm_recon_purchase_line set confirmed_qty = qty - greatest(1, qty / 10), confirmed_amount = round((qty - greatest(1, qty / 10)) * unit_price, 2),
          remark = 'Short shipment: vendor confirmed less' where recon_id = ${head.id} and id % 7 = 0 and qty > 1`.execute(db);
      const t = await totalsOf(db, head.id, head.service_fee_rate);
      await sql`update avm_recon_purchase set line_count = ${t.line_count}, goods_amount = ${t.goods_amount}, confirmed_amount = ${t.confirmed_amount},
          service_fee = ${t.service_fee}, total_amount = ${t.total_amount}, status = ${p.status}, calculated_at = now() where id = ${head.id}`.execute(db);
    }
  }
}
