// Demo limitations: allocations and a quality hold over recent months, with allocated and used
// quantities per month; one over its limit, one finished.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

type Row = Record<string, unknown>;
type Month = [month: string, allocated: number, used: number, comment?: string];
const LIMITS: { no: string; reason: string; qty: number; from: string; to: string; status: string; months: Month[]; bg: boolean }[] = [
  { no: 'LIM-2026-001', reason: 'allocation', qty: 30000, from: '2026-09-01', to: '2026-12-31', status: 'active', bg: true,
    months: [['2026-09', 7500, 7200], ['2026-10', 7500, 7500], ['2026-11', 7500, 4100, 'Week 48 shipment pending'], ['2026-12', 7500, 0]] },
  { no: 'LIM-2026-002', reason: 'allocation', qty: 12000, from: '2026-10-01', to: '2027-03-31', status: 'active', bg: true,
    months: [['2026-10', 2000, 2600, 'Pulled in for line-down'], ['2026-11', 2000, 2400]] },
  { no: 'LIM-2026-003', reason: 'quality_hold', qty: 0, from: '2026-11-10', to: '2026-12-15', status: 'active', bg: false, months: [['2026-11', 0, 0, 'Lot 2345A on hold']] },
  { no: 'LIM-2026-004', reason: 'eol', qty: 50000, from: '2026-06-01', to: '2026-09-30', status: 'finished', bg: false,
    months: [['2026-06', 12500, 12500], ['2026-07', 12500, 11800], ['2026-08', 12500, 12500], ['2026-09', 12500, 9000]] },
  { no: 'LIM-2026-005', reason: 'export_control', qty: 5000, from: '2026-11-01', to: '2027-04-30', status: 'active', bg: true, months: [['2026-11', 1000, 350]] },
];

export async function seedLimitations(db: Kysely<DB>): Promise<void> {
  const materials = (await sql<{ id: number }>`select id from material order by id offset 10 limit 5`.execute(db)).rows;
  const bgs = (await sql<{ id: number }>`select id from bg order by id limit 3`.execute(db)).rows;
  if (materials.length < LIMITS.length) return;
  const dyn = db as unknown as Kysely<Record<string, Row>>;
  for (const [k, l] of LIMITS.entries()) {
    const [head] = await dyn
      .insertInto('limitation')
      .values({ limit_no: l.no, material_id: materials[k].id, bg_id: l.bg && bgs.length ? bgs[k % bgs.length].id : null, reason: l.reason, limited_qty: l.qty, start_date: l.from, end_date: l.to,
        status: l.status, finished_at: l.status === 'finished' ? '2026-10-02T08:00:00Z' : null, created_by: 'seed', updated_by: 'seed' })
      .returning('id')
      .execute();
    await dyn
      .insertInto('limitation_month')
      .values(l.months.map(([month, allocated, used, comment]) => ({ limitation_id: head.id, month, allocated_qty: allocated, used_qty: used, comment: comment ?? null, created_by: 'seed' })))
      .execute();
  }
}
