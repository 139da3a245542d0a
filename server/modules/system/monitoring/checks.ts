// The monitoring checks: each one SQL query over tables other features keep, answering the rows it
// found (numbers and dates as text, so the log keeps them exactly) and how many there are. A check
// reads only; it throws when it could not run (the log row then says error).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { MonitoringCheck } from '../../../../src/resources/system/monitoring/model/checks';
import type { DB } from '../../../db/types';

/** The found rows kept on a log row; the count is always the full one. */
export const MAX_FOUND_ROWS = 200;

export type FoundRow = Record<string, string | number | null>;
export interface CheckOutcome {
  count: number;
  rows: FoundRow[];
}

/** Runs `select <columns> from ...` twice: the count of all rows, and the first MAX_FOUND_ROWS in order. */
async function found(db: Kysely<DB>, from: RawBuilder<unknown>, columns: RawBuilder<unknown>, order: RawBuilder<unknown>): Promise<CheckOutcome> {
  const count = (await sql<{ n: number }>`select count(*)::int as n ${from}`.execute(db)).rows[0].n;
  const rows = (await sql<FoundRow>`select ${columns} ${from} order by ${order} limit ${MAX_FOUND_ROWS}`.execute(db)).rows;
  return { count, rows };
}

export const CHECKS: Record<MonitoringCheck, (db: Kysely<DB>) => Promise<CheckOutcome>> = {
  // A shipped ASN (status 4) owes its customer an 856 ship notice: none in the EDI outbox for it.
  asn_shipped_without_856: (db) =>
    found(
      db,
      sql`from asn_order a left join ship_customer c on c.id = a.ship_customer_id
        where a.status = '4' and not exists (select 1 from edi_outbox e where e.doc_type = '856' and e.doc_id = a.id)`,
      sql`a.id::int as id, a.invoice_no, c.name as ship_customer, a.ship_date::text as ship_date, a.total_qty::int as total_qty,
        a.total_amount::text as total_amount, a.currency`,
      sql`a.ship_date nulls last, a.id`,
    ),
  // An interchange the gateway has not taken within an hour.
  edi_outbox_stuck: (db) =>
    found(
      db,
      sql`from edi_outbox e where e.sent_at is null and e.created_at < now() - interval '1 hour'`,
      sql`e.id::int as id, e.control_no, e.doc_type, e.receiver_id, to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
        floor(extract(epoch from now() - e.created_at) / 3600)::int as hours_waiting`,
      sql`e.created_at, e.id`,
    ),
  negative_stock: (db) =>
    found(
      db,
      sql`from inventory i left join material m on m.id = i.material_id left join sloc s on s.id = i.sloc_id where i.on_hand_qty < 0`,
      sql`i.id::int as id, i.name as group_name, m.mpn, s.code as sloc, i.on_hand_qty::text as on_hand_qty, i.on_way_qty::text as on_way_qty`,
      sql`i.on_hand_qty, i.id`,
    ),
  schedule_failed: (db) =>
    found(
      db,
      sql`from schedule s where s.enabled and s.last_result = 'failed'`,
      sql`s.id::int as id, s.name, s.job, s.cron, to_char(s.last_run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_run_at,
        (select r.output from schedule_run r where r.schedule_id = s.id order by r.id desc limit 1) as output`,
      sql`s.name`,
    ),
  // A draft sent for audit (level 01 or 02) and not moved for three days.
  price_draft_waiting: (db) =>
    found(
      db,
      sql`from price_draft d where d.status in ('pending_01', 'pending_02') and d.updated_at < now() - interval '3 days'`,
      sql`d.id::int as id, d.title, d.status, d.created_by, to_char(d.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at,
        floor(extract(epoch from now() - d.updated_at) / 86400)::int as days_waiting`,
      sql`d.updated_at, d.id`,
    ),
};
