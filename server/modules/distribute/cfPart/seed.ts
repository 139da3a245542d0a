// Demo CF parts: one customer BG's CF programme (the first demo BG) on the demo SAs' materials, most
// sent to the hubs in one batch last week, two changed since and three new ones not sent yet.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

type Any = Kysely<Record<string, Record<string, unknown>>>;
const HUBS = ['HUB-SZ', 'HUB-SG', 'HUB-PEN'];

export async function seedCfParts(db: Kysely<DB>) {
  const any = db as unknown as Any;
  const bg = (await sql<{ id: number; code: string }>`select id::int as id, code from bg order by id limit 1`.execute(db)).rows[0];
  const sas = (await sql<{ id: number; material_id: number; plant: string; mpn: string; mpq: number }>`select s.id::int as id, s.material_id::int as material_id, s.plant, m.mpn, m.mpq::int as mpq
    from sa s join material m on m.id = s.material_id where s.status = 'active' order by s.sa_no limit 10`.execute(db)).rows;
  if (!bg || sas.length < 5) return;
  const rows = sas.map((s, i) => ({
    bg_id: bg.id,
    cpn: `${bg.code}-${String(40100 + i * 13).padStart(6, '0')}`,
    material_id: s.material_id,
    sa_id: s.id,
    plant: s.plant,
    hub_code: HUBS[i % HUBS.length],
    mpq: s.mpq,
    safety_weeks: 2 + (i % 3),
    status: 'active',
    send_status: i >= sas.length - 3 ? 'unsent' : 'sent',
    sent_at: i >= sas.length - 3 ? null : new Date(Date.UTC(2026, 10, 20, 8, 0)),
    created_by: 'op',
    updated_by: 'op',
  }));
  const saved = (await any.insertInto('cf_part').values(rows).returning(['id']).execute()) as { id: number }[];
  const sent = saved.slice(0, saved.length - 3).map((p) => Number(p.id));
  await sql`insert into cf_part_history (batch_no, cf_part_id, bg_code, cpn, mpn, sa_no, plant, hub_code, mpq, safety_weeks, action, sent_by, sent_at)
    select 'CFP-20261120-080000-' || ${sent[0]}, p.id, ${bg.code}, p.cpn, m.mpn, s.sa_no, p.plant, p.hub_code, p.mpq, p.safety_weeks, 'new', 'op', ${new Date(Date.UTC(2026, 10, 20, 8, 0))}
    from cf_part p join material m on m.id = p.material_id left join sa s on s.id = p.sa_id where p.id in (${sql.join(sent)})`.execute(db);
  // Two parts changed after the send: a larger safety stock, another hub.
  await sql`update cf_part set safety_weeks = safety_weeks + 2 where id = ${sent[1]}`.execute(db);
  await sql`update cf_part set hub_code = 'HUB-SG' where id = ${sent[3]}`.execute(db);
}
