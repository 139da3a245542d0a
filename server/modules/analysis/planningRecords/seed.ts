// Demo EDI 830 history: the seeded NonCF forecasts' first versions came by EDI 830 too (so each second
// version is a revision of the first: record 830R), and the CF forecasts' both versions by the CF 830.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

export async function seedEdiPlanningRecords(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const received = await sql<{ id: number }>`update forecast set source = 'edi830', file_name = null
      where source = 'import' and ((family = 'noncf' and version_no = 1) or family = 'cf') returning id::int as id`.execute(trx);
    if (!received.rows.length) return;
    await sql`insert into b2b_record (kind, record_date, bg_id, forecast_id, forecast_no, line_count, created_by, created_at)
      select case when f.family = 'cf' then 'cf830' else '830' end, f.forecast_date, f.bg_id, f.id, f.no,
        (select count(*) from forecast_item i where i.forecast_id = f.id), 'system', f.created_at
      from forecast f where f.id = any(${received.rows.map((r) => r.id)}::bigint[])`.execute(trx);
  });
}
