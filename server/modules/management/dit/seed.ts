// Demo DIT projects: parts the demo forecasts hold, in two BGs, at every stage over three quarters
// (the first BG's win rate: 3 won of 5 decided), and one RFQ raised from the first project.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

type Row = Record<string, unknown>;
// [no, project, stage, design-in date, MP date, annual volume, target price, BG index]
const PROJECTS: [string, string, string, string, string | null, number, string, number][] = [
  ['DIT-2026-001', 'Smart meter gen 3', 'design_win', '2026-01-12', '2026-09-01', 240000, '0.4200', 0],
  ['DIT-2026-002', 'EV charger 22 kW', 'lost', '2026-02-03', null, 60000, '1.8500', 0],
  ['DIT-2026-003', 'Industrial gateway', 'design_win', '2026-03-20', '2026-12-15', 90000, '2.3000', 0],
  ['DIT-2026-004', 'Smart meter gen 3', 'mp', '2026-04-08', '2026-08-01', 480000, '0.0850', 0],
  ['DIT-2026-005', 'Robot vacuum mainboard', 'sampling', '2026-05-19', null, 150000, '0.6600', 0],
  ['DIT-2026-006', 'Battery pack BMS', 'lost', '2026-07-02', null, 30000, '3.1000', 0],
  ['DIT-2026-007', 'Set-top box 8K', 'design_in', '2026-08-25', null, 200000, '0.2900', 0],
  ['DIT-2026-008', 'LED street light driver', 'design_in', '2026-10-06', null, 75000, '0.5400', 1],
  ['DIT-2026-009', 'Telematics box', 'design_win', '2026-06-14', '2027-02-01', 55000, '4.2000', 1],
];

export async function seedDits(db: Kysely<DB>): Promise<void> {
  // Parts the forecasts hold, with their BG and customer, so a project's forecast panel has weeks.
  const picks = (await sql<{ bg_id: number; material_id: number; customer_id: number }>`
    select distinct on (f.bg_id, i.material_id) f.bg_id, i.material_id, i.customer_id
    from forecast f join forecast_item i on i.forecast_id = f.id
    where i.material_id is not null and i.customer_id is not null order by f.bg_id, i.material_id limit 40`.execute(db)).rows;
  const bgs = [...new Set(picks.map((p) => Number(p.bg_id)))];
  if (!bgs.length) return;
  // A second BG even when only one has forecasts: its projects then show an empty forecast.
  const second = (await sql<{ id: number }>`select id from bg where id <> ${bgs[0]} order by id limit 1`.execute(db)).rows[0];
  if (bgs.length === 1 && second) bgs.push(Number(second.id));
  const dyn = db as unknown as Kysely<Record<string, Row>>;
  const ids: number[] = [];
  for (const [k, [no, project, stage, designIn, mp, volume, price, bgIndex]] of PROJECTS.entries()) {
    const bg = bgs[Math.min(bgIndex, bgs.length - 1)];
    const ofBg = picks.filter((p) => Number(p.bg_id) === bg);
    const pick = (ofBg.length ? ofBg : picks)[k % (ofBg.length || picks.length)];
    const [row] = await dyn
      .insertInto('dit')
      .values({ dit_no: no, project_name: project, bg_id: bg, customer_id: pick.customer_id, material_id: pick.material_id, stage, annual_volume: volume, currency: 'USD', target_price: price,
        owner: ['Alice Wang', 'Kevin Li', '张伟'][k % 3], design_in_date: designIn, mp_date: mp, archive_status: stage === 'lost' && designIn < '2026-03-01' ? 'archived' : 'open', created_by: 'seed', updated_by: 'seed' })
      .returning('id')
      .execute();
    ids.push(Number(row.id));
  }
  const first = (await sql<{ customer_id: number; material_id: number }>`select customer_id, material_id from dit where id = ${ids[0]}`.execute(db)).rows[0];
  const [rfq] = (await sql<{ id: number }>`insert into rfq (rfq_no, customer_id, requester, currency, stage, remark, created_by, updated_by)
    values (${`RFQ-DIT${ids[0]}-1`}, ${first.customer_id}, 'op', 'USD', '2', 'From DIT DIT-2026-001', 'op', 'op') returning id`.execute(db)).rows;
  await sql`insert into rfq_item (rfq_id, line_no, material_id, qty, target_price, quoted_price, quoted_by, annual_usage, created_by)
    values (${rfq.id}, 1, ${first.material_id}, 20000, 0.42, 0.4350, 'op', 240000, 'op')`.execute(db);
  await sql`insert into dit_rfq (dit_id, rfq_id, created_by, created_at) values (${ids[0]}, ${rfq.id}, 'op', '2026-02-10T03:00:00Z')`.execute(db);
}
