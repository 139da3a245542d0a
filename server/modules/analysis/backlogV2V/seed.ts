// Demo V2V backlog reports: two weeks of one CF customer's report (the demo CF parts' CPNs, their
// suppliers' POs), the older imported from an upload, the newer from mail; and the next report mail
// waiting in the inbox, so "Sync mail" takes it on a fresh start.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { writeXlsx } from '../../../importExport/writeSheet';
import { spread } from '../../../seed/demoRow';
import { V2V_HEADER, type V2VLine } from './sheet';

const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);

function reportLines(parts: { cpn: string; mpn: string; plant: string }[], backlogDate: string): V2VLine[] {
  return parts.flatMap((p, i) =>
    [0, 1, 2].map((k) => {
      const demand = addDays(backlogDate, 7 * (k * 3 + (i % 4)) + 3);
      const eta = addDays(demand, -(7 + ((i + k) % 3) * 7));
      return {
        cpn: p.cpn,
        mpn: p.mpn,
        plant: p.plant,
        po_no: `45000${String(81200 + i * 10 + k)}`,
        qty: spread(`${p.cpn}|${k}|${backlogDate}`, 2, 40) * 1000,
        demand_date: demand,
        eta,
        eta_wb: addDays(eta, 4),
      };
    }),
  );
}

async function insertReport(db: Kysely<DB>, no: string, backlogDate: string, source: string, fileName: string, sender: string | null, lines: V2VLine[]) {
  const total = lines.reduce((s, l) => s + l.qty, 0);
  const id = Number((await sql<{ id: number }>`insert into cf_backlog_v2v (report_no, backlog_date, source, file_name, sender, line_count, total_qty, created_by, updated_by)
    values (${no}, ${backlogDate}, ${source}, ${fileName}, ${sender}, ${lines.length}, ${total}, 'op', 'op') returning id::int as id`.execute(db)).rows[0].id);
  await sql`insert into cf_backlog_v2v_line (cf_backlog_v2v_id, line_no, cpn, mpn, plant, po_no, qty, demand_date, eta, eta_wb)
    values ${sql.join(lines.map((l, j) => sql`(${id}, ${j + 1}, ${l.cpn}, ${l.mpn}, ${l.plant}, ${l.po_no}, ${l.qty}, ${l.demand_date}, ${l.eta}, ${l.eta_wb})`))}`.execute(db);
  return id;
}

export async function seedBacklogV2V(db: Kysely<DB>) {
  const parts = (await sql<{ cpn: string; mpn: string; plant: string }>`select p.cpn, m.mpn, p.plant from cf_part p join material m on m.id = p.material_id
    where p.status = 'active' order by p.cpn limit 6`.execute(db)).rows;
  if (parts.length < 3) return;
  const sender = 'planning@hub-sz.example.com';
  await insertReport(db, 'V2V-20261116-0001', '2026-11-16', 'upload', 'V2V_backlog_2026W47.xlsx', null, reportLines(parts, '2026-11-16'));
  const second = await insertReport(db, 'V2V-20261123-0002', '2026-11-23', 'mail', 'V2V_backlog_2026W48.xlsx', sender, reportLines(parts, '2026-11-23'));
  const next = reportLines(parts, '2026-11-30');
  const rows = next.map((l) => [l.cpn, l.mpn, l.plant, l.po_no, l.qty, l.demand_date, l.eta, l.eta_wb]);
  const content = writeXlsx(V2V_HEADER, rows, 'V2V backlog');
  await sql`insert into cf_v2v_mail (sender, subject, received_at, file_name, content, synced_at, synced_by, cf_backlog_v2v_id) values
    (${sender}, 'V2V backlog report 2026W48', ${new Date(Date.UTC(2026, 10, 23, 1, 30))}, 'V2V_backlog_2026W48.xlsx', ${content}, ${new Date(Date.UTC(2026, 10, 23, 2, 0))}, 'op', ${second}),
    (${sender}, 'V2V backlog report 2026W49', ${new Date()}, 'V2V_backlog_2026W49.xlsx', ${content}, null, null, null)`.execute(db);
}
