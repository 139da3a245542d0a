// Assigning a backlog's lines to forecast items (POST /api/v1/backlog, the retries, the demo data): one
// set-based UPDATE in the caller's transaction. For each line, the forecast is its family's latest
// forecast of the line's BG dated on or before the backlog date (else the earliest after it); the item is
// that forecast's item of the same material, the same customer's first, then the lowest line. A line
// nothing fits keeps a reason: no_material (its MPN is no known material), no_forecast (its BG has no
// forecast in the family), no_item (the forecast has no item of that material), not_assigned (the
// upload asked for no assignment: assignShipment 0).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';

export const UNASSIGNED_REASONS = ['no_material', 'no_forecast', 'no_item', 'not_assigned'] as const;
export type UnassignedReason = (typeof UNASSIGNED_REASONS)[number];

/** Assigns (or re-assigns) every line of one backlog; answers how many lines were and were not assigned. */
export async function assignBacklog(trx: Transaction<DB> | Kysely<DB>, backlogId: number): Promise<{ assigned: number; unassigned: number }> {
  await sql`with pick as (
      select l.id as line_id, b.assign_shipment, f.id as forecast_id,
        (select i.id from forecast_item i where i.forecast_id = f.id and i.material_id = l.material_id
          order by (i.customer_id is not distinct from l.customer_id) desc, i.line_no limit 1) as item_id
      from backlog_line l join backlog b on b.id = l.backlog_id
      left join lateral (select f.id from forecast f where f.family = b.family and f.bg_id = l.bg_id
          order by (f.forecast_date <= b.backlog_date) desc,
            case when f.forecast_date <= b.backlog_date then b.backlog_date - f.forecast_date else f.forecast_date - b.backlog_date end,
            f.version_no desc limit 1) f on true
      where l.backlog_id = ${backlogId})
    update backlog_line l set
      forecast_item_id = case when p.assign_shipment = 1 then p.item_id end,
      unassigned_reason = case when p.assign_shipment = 0 then 'not_assigned' when p.item_id is not null then null
        when l.material_id is null then 'no_material' when p.forecast_id is null then 'no_forecast' else 'no_item' end
    from pick p where p.line_id = l.id`.execute(trx);
  const r = await sql<{ a: number; u: number }>`select count(forecast_item_id)::int as a, (count(*) - count(forecast_item_id))::int as u
    from backlog_line where backlog_id = ${backlogId}`.execute(trx);
  return { assigned: r.rows[0].a, unassigned: r.rows[0].u };
}
