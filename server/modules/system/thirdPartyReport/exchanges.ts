// Every message exchanged with a third party, as one row each, read from the tables that truly hold
// them: the EDI records (830 / CF 830 and their revisions, 862, 850, 856, 810, 861), the EDI inbox
// (received, not yet recorded) and outbox (855 / 856 sent), SAP's imports (auto settlement, purchase
// lines), the Bangtai 3PL warehouse (inbound and outbound orders, its stock moves) and the mail outbox.
// An item is failed when it was rejected, errored or does not match our records; pending when it
// still waits for someone (not applied, not acknowledged, not yet sent or fetched).
import { sql, type RawBuilder } from 'kysely';

/** The 3PL warehouse the bangtai_* tables are kept for (the only 3PL with its own movement tables). */
export const BANGTAI = 'BANGTAI';
const TPL = '3pl';

/** Received records matched against our ASN: unmatched or differing ones need a look. */
const matchState = sql`case when x.match_status in ('unmatched', 'differs') then 'failed' else 'ok' end`;

// Columns of each source: party_type, party, kind, direction, state, source, ref, at, reason.
const SOURCES: RawBuilder<unknown>[] = [
  sql`select 'edi', coalesce(g.code, '-'), case when exists (select 1 from b2b_record p where p.kind = x.kind and p.bg_id is not distinct from x.bg_id
        and (p.record_date, p.id) < (x.record_date, x.id)) then x.kind || 'R' else x.kind end, 'in',
      case when x.status = 'failed' then 'failed' else 'ok' end, 'b2b_record', coalesce(x.forecast_no, to_char(x.record_date, 'YYYY-MM-DD')), x.created_at, x.message
      from b2b_record x left join bg g on g.id = x.bg_id`,
  sql`select 'edi', coalesce(c.code, '-'), '862', 'in', case when x.status = 'draft' then 'pending' else 'ok' end, 'consumption862', x.doc_no, x.created_at, null
      from consumption862 x left join ship_customer c on c.id = x.customer_id`,
  sql`select 'edi', x.sender_id, '850', 'in', case when x.status = 'received' then 'pending' else 'ok' end, 'edi850', x.po_no, x.created_at, null from edi850 x`,
  sql`select 'edi', x.partner_id, '856', 'in', ${matchState}, 'record856', x.shipment_no, x.created_at, x.match_note from record856 x where x.direction = 'in'`,
  sql`select 'edi', x.sender_id, '810', 'in', ${matchState}, 'record810', x.invoice_no, x.created_at, x.match_note from record810 x`,
  sql`select 'edi', x.sender_id, '861', 'in', ${matchState}, 'record861', x.receipt_no, x.created_at, x.match_note from record861 x`,
  // Fetched inbox documents became the records above: only the waiting and the set-aside ones count here.
  sql`select 'edi', x.sender_id, x.doc_type, 'in', case when x.problem is not null then 'failed' else 'pending' end, 'edi_inbox', x.file_name, x.received_at, x.problem
      from edi_inbox x where x.fetched_at is null or x.problem is not null`,
  // What we sent (855 acknowledgements, 856 notices) is counted once, here.
  sql`select 'edi', x.receiver_id, x.doc_type, 'out', case when x.sent_at is null then 'pending' else 'ok' end, 'edi_outbox', x.control_no, x.created_at, null from edi_outbox x`,
  sql`select 'sap', 'SAP', 'settlement', 'in', case when x.status = 'error' then 'failed' else 'ok' end, 'auto_settlement', x.settlement_no || ' #' || coalesce(x.row_no::text, '-'),
      x.created_at, x.error_reason from auto_settlement x`,
  sql`select 'sap', 'SAP', 'purchase', 'in', 'ok', 'sap_purchase', x.po_no || '/' || x.po_item, x.created_at, null from sap_purchase x`,
  sql`select ${TPL}::text, ${BANGTAI}::text, 'inbound', 'out', case when x.status = 'pending' then 'pending' else 'ok' end, 'bangtai_inbound', x.inbound_no, x.created_at, null from bangtai_inbound x`,
  sql`select ${TPL}::text, ${BANGTAI}::text, 'outbound', 'out', case when x.status = 'pending' then 'pending' else 'ok' end, 'bangtai_outbound', x.outbound_no, x.created_at, null from bangtai_outbound x`,
  sql`select ${TPL}::text, ${BANGTAI}::text, 'movement', 'in', 'ok', 'bangtai_history', x.doc_no, x.moved_at, null from bangtai_history x`,
  // A mail's party is the recipient's domain; given up is failed, not yet delivered is pending.
  sql`select 'mail', lower(split_part(x.to_address, '@', 2)), 'mail', 'out', case when x.failed_at is not null then 'failed' when x.sent_at is null then 'pending' else 'ok' end,
      'mail_outbox', x.subject, x.created_at, x.last_error from mail_outbox x`,
];

/** The exchanges of [from, to] (dates, both days included) as a subquery with named columns. */
export function exchangesIn(from: string, to: string): RawBuilder<unknown> {
  const all = sql.join(SOURCES, sql` union all `);
  return sql`(select * from (${all}) as e (party_type, party, kind, direction, state, source, ref, at, reason)
    where e.at >= ${from}::date and e.at < ${to}::date + 1)`;
}
