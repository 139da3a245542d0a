// The forecast item history: one row per change, with the item's key (forecast number, line, MPN, CPN,
// plant) copied so the row stays readable after the item or its forecast is deleted.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';

type Db = Kysely<DB> | Transaction<DB>;
export type HistoryAction = 'add' | 'update' | 'plant' | 'cpn' | 'supplier' | 'delete';

/** Records a change of one item (call inside the write's transaction, after an add or update, before a delete). */
export async function recordItemHistory(trx: Db, itemId: number, action: HistoryAction, changes: Record<string, [unknown, unknown]>, user: string) {
  await sql`insert into forecast_item_history (item_id, forecast_id, forecast_no, family, line_no, mpn, cpn, plant, action, changes, created_by)
    select case when ${action} = 'delete' then null else i.id end, f.id, f.no, f.family, i.line_no, i.mpn, i.cpn, i.plant, ${action}, ${JSON.stringify(changes)}::jsonb, ${user}
    from forecast_item i join forecast f on f.id = i.forecast_id where i.id = ${itemId}`.execute(trx);
}

/** The changed fields of an update: name -> [before, after], leaving out what did not change. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const [k, v] of Object.entries(after)) if (String(before[k] ?? '') !== String(v ?? '')) out[k] = [before[k] ?? null, v ?? null];
  return out;
}

export interface HistoryQuery { page: number; size: number; keyword: string; family?: string; itemId?: number }

export async function listItemHistory(db: Db, p: HistoryQuery) {
  const kw = `%${p.keyword.toLowerCase()}%`;
  const where = sql`(${p.keyword} = '' or lower(h.forecast_no) like ${kw} or lower(coalesce(h.mpn, '')) like ${kw} or lower(coalesce(h.cpn, '')) like ${kw}
      or lower(coalesce(h.plant, '')) like ${kw} or lower(coalesce(h.created_by, '')) like ${kw})
    and (${p.family ?? null}::text is null or h.family = ${p.family ?? null}) and (${p.itemId ?? null}::bigint is null or h.item_id = ${p.itemId ?? null})`;
  const rows = await sql`select h.id::int as id, h.item_id::int as item_id, h.forecast_no, h.family, h.line_no, h.mpn, h.cpn, h.plant, h.action, h.changes,
      h.created_by, h.created_at from forecast_item_history h where ${where} order by h.created_at desc, h.id desc limit ${p.size} offset ${(p.page - 1) * p.size}`.execute(db);
  const total = await sql<{ n: number }>`select count(*)::int as n from forecast_item_history h where ${where}`.execute(db);
  return { list: rows.rows, total: total.rows[0].n };
}
