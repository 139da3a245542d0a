// Writes one V2V backlog report and its lines in the caller's transaction, with its event.
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { backlogV2V } from '../../../../src/resources/analysis/backlogV2V/model/backlogV2V';
import type { DB } from '../../../db/types';
import { recordEvent } from '../../../records/events';
import type { V2VLine } from './sheet';

export interface ReportSource {
  source: 'upload' | 'mail';
  fileName: string;
  sender?: string;
  backlogDate: string;
}

export async function writeReport(trx: Transaction<DB>, req: FastifyRequest, from: ReportSource, lines: V2VLine[]): Promise<number> {
  const user = req.user!.name;
  const id = Number((await sql<{ id: string }>`select nextval(pg_get_serial_sequence('cf_backlog_v2v', 'id'))::text as id`.execute(trx)).rows[0].id);
  const reportNo = `V2V-${from.backlogDate.replaceAll('-', '')}-${String(id).padStart(4, '0')}`;
  const total = lines.reduce((s, l) => s + BigInt(l.qty), 0n).toString();
  await sql`insert into cf_backlog_v2v (id, report_no, backlog_date, source, file_name, sender, line_count, total_qty, created_by, updated_by)
    values (${id}, ${reportNo}, ${from.backlogDate}, ${from.source}, ${from.fileName.slice(0, 200)}, ${from.sender ?? null}, ${lines.length}, ${total}, ${user}, ${user})`.execute(trx);
  for (let i = 0; i < lines.length; i += 500) {
    const chunk = lines.slice(i, i + 500);
    await sql`insert into cf_backlog_v2v_line (cf_backlog_v2v_id, line_no, cpn, mpn, plant, po_no, qty, demand_date, eta, eta_wb)
      values ${sql.join(chunk.map((l, j) => sql`(${id}, ${i + j + 1}, ${l.cpn}, ${l.mpn}, ${l.plant}, ${l.po_no}, ${l.qty}, ${l.demand_date}, ${l.eta}, ${l.eta_wb})`))}`.execute(trx);
  }
  await recordEvent(trx, { user: req.user, resource: backlogV2V.name, recordId: id, action: 'create', after: { file: from.fileName, rows: lines.length, source: from.source }, reason: `V2V ${from.source}` });
  return id;
}
