// Demo logistics statements: the forwarders' bills of three 2026 months, the earlier two allocated
// by the module's own calculation, the latest a draft.
import { type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { allocate, readLogisticHead } from './calculate';

type Row = Record<string, unknown>;
const BILLS = [
  { no: 'LOG-2026-08', period: '2026-08', cost: '18450.00', calculate: true, remark: 'DHL, Kerry and SF bills' },
  { no: 'LOG-2026-09', period: '2026-09', cost: '21377.35', calculate: true, remark: 'Peak season surcharge included' },
  { no: 'LOG-2026-10', period: '2026-10', cost: '19980.10', calculate: false, remark: 'Waiting for the Kerry invoice' },
];

export async function seedAvmLogistic(db: Kysely<DB>): Promise<void> {
  const dyn = db as unknown as Kysely<Record<string, Row>>;
  for (const b of BILLS) {
    const [row] = await dyn.insertInto('avm_logistic').values({ statement_no: b.no, period: b.period, currency: 'USD', freight_cost: b.cost, status: 'draft', line_count: 0, remark: b.remark, created_by: 'seed', updated_by: 'seed' }).returning('id').execute();
    if (!b.calculate) continue;
    const head = (await readLogisticHead(db, Number(row.id), false))!;
    const t = await allocate(db, head, 'seed');
    await dyn.updateTable('avm_logistic').set({ ...t, status: 'calculated', calculated_at: new Date().toISOString() }).where('id', '=', row.id).execute();
  }
}
