// Reading audit items: a queue's page (filters, paging), one item, and the pending counts. Every read
// is limited to the queues the caller may read, so another queue's item answers as a missing one.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AuditItemRow, AuditQueue } from '../../../../src/resources/events/asnAudit/model/auditQueues';
import type { DB } from '../../../db/types';

export interface AuditFilter {
  queues: AuditQueue[];
  status?: number;
  /** Invoice number, MPN, supplier or customer, contained (case ignored). */
  keyword?: string;
  asnId?: number;
  ids?: number[];
}

/** The columns answered, decimals as exact text. */
const COLUMNS = sql`id::int as id, queue, asn_id::int as asn_id, invoice_no, supplier, customer, mpn,
  qty::text as qty, price::text as price, reference_price::text as reference_price, currency, reason,
  audit_status::int as audit_status, audit_memo, audited_by, audited_at, version, created_at`;

function where(f: AuditFilter): RawBuilder<unknown> {
  const parts = [sql`queue in (${sql.join(f.queues)})`];
  if (f.status !== undefined) parts.push(sql`audit_status = ${f.status}`);
  if (f.asnId !== undefined) parts.push(sql`asn_id = ${f.asnId}`);
  if (f.ids?.length) parts.push(sql`id in (${sql.join(f.ids)})`);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(invoice_no ilike ${like} or mpn ilike ${like} or supplier ilike ${like} or customer ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

/** A page, pending first then newest first: what a reviewer clears from the top. */
export async function pageItems(db: Kysely<DB>, f: AuditFilter, size: number, offset: number): Promise<AuditItemRow[]> {
  if (!f.queues.length) return [];
  const res = await sql<AuditItemRow>`select ${COLUMNS} from audit_item where ${where(f)}
    order by audit_status = 1 desc, id desc limit ${size} offset ${offset}`.execute(db);
  return res.rows.map(plain);
}

export async function countItems(db: Kysely<DB>, f: AuditFilter): Promise<number> {
  if (!f.queues.length) return 0;
  const res = await sql<{ n: number }>`select count(*)::int as n from audit_item where ${where(f)}`.execute(db);
  return res.rows[0].n;
}

export async function findItem(db: Kysely<DB>, id: number, queues: AuditQueue[]): Promise<AuditItemRow | undefined> {
  if (!queues.length) return undefined;
  const res = await sql<AuditItemRow>`select ${COLUMNS} from audit_item where id = ${id} and queue in (${sql.join(queues)})`.execute(db);
  return res.rows[0] && plain(res.rows[0]);
}

/** The selected items, locked for the decision (two reviewers never both decide one item). */
export async function lockItems(db: Kysely<DB>, ids: number[]): Promise<AuditItemRow[]> {
  const res = await sql<AuditItemRow>`select ${COLUMNS} from audit_item where id in (${sql.join(ids)}) order by id for update`.execute(db);
  return res.rows.map(plain);
}

export async function pendingCount(db: Kysely<DB>, queues: AuditQueue[]): Promise<number> {
  if (!queues.length) return 0;
  const res = await sql<{ n: number }>`select count(*)::int as n from audit_item where audit_status = 1 and queue in (${sql.join(queues)})`.execute(db);
  return res.rows[0].n;
}

/** Dates as ISO text, whichever driver read them. */
function plain(row: AuditItemRow): AuditItemRow {
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v as string | null));
  return { ...row, audited_at: iso(row.audited_at), created_at: iso(row.created_at) as string };
}
