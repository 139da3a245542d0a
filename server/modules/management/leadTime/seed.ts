// Demo lead-time tasks: last month's confirmed, this month's saved with both files, next month's open.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

type Row = Record<string, unknown>;
const TASKS = [
  { task_no: 'LT-2026-10', title: 'October lead-time review', period: '2026-10', status: 'confirmed', parts: 40 },
  { task_no: 'LT-2026-11', title: 'November lead-time review', period: '2026-11', status: 'saved', parts: 60 },
  { task_no: 'LT-2026-12', title: 'December lead-time review', period: '2026-12', status: 'open', parts: 25 },
];

export async function seedLeadTime(db: Kysely<DB>): Promise<void> {
  const materials = (await sql<{ id: number; lead_time_weeks: number | null }>`select id, lead_time_weeks from material order by id limit 80`.execute(db)).rows;
  if (!materials.length) return;
  const dyn = db as unknown as Kysely<Record<string, Row>>;
  for (const [k, t] of TASKS.entries()) {
    const parts = materials.slice(k * 7, k * 7 + t.parts);
    const file = (name: string) => JSON.stringify({ name, size: 18432, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', key: '' });
    const [task] = await dyn
      .insertInto('leadtime_task')
      .values({ task_no: t.task_no, title: t.title, period: t.period, status: t.status, item_count: parts.length, costbook_file: file(`costbook_${t.period}.xlsx`), ti_file: t.status === 'open' ? null : file(`TI_leadtime_${t.period}.xlsx`), created_by: 'seed', updated_by: 'seed' })
      .returning('id')
      .execute();
    await dyn
      .insertInto('leadtime_item')
      .values(parts.map((m, i) => {
        const current = m.lead_time_weeks === null ? 12 : Number(m.lead_time_weeks);
        const costbook = Math.min(104, current + ((i * 7) % 5) - 2 < 0 ? 0 : current + ((i * 7) % 5) - 2);
        const ti = t.status === 'open' ? null : Math.min(104, current + ((i * 3) % 4));
        return { leadtime_task_id: task.id, material_id: m.id, current_weeks: current, costbook_weeks: costbook, ti_weeks: ti, final_weeks: Math.max(costbook, ti ?? 0), remark: i % 9 === 0 ? 'Allocation: vendor quotes longer' : null, created_by: 'seed' };
      }))
      .execute();
  }
}
