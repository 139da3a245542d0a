// Reading swap requests and ESD swaps with both sides described (forecast, BG, customer, part).
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { EsdSwapRow, SwapRow } from '../../../../src/resources/distribute/swap/model/wire';
import type { DB } from '../../../db/types';
import { listPage } from '../shared/listPage';

type Db = Kysely<DB> | Transaction<DB>;

const itemSide = (alias: string) => sql.raw(`json_build_object('id', ${alias}.id::int, 'forecast_no', ${alias}f.no, 'family', ${alias}f.family, 'bg', ${alias}b.code,
  'customer', ${alias}c.name, 'cpn', ${alias}.cpn, 'mpn', ${alias}.mpn, 'mpq', ${alias}.mpq::text)`);
const itemJoins = (alias: string, column: string) =>
  sql.raw(`join forecast_item ${alias} on ${alias}.id = ${column} join forecast ${alias}f on ${alias}f.id = ${alias}.forecast_id
  join bg ${alias}b on ${alias}b.id = ${alias}f.bg_id left join ship_customer ${alias}c on ${alias}c.id = ${alias}.customer_id`);

export async function listSwaps(db: Db, where: RawBuilder<boolean>, page: number, size: number): Promise<{ list: SwapRow[]; total: number }> {
  const select = sql`s.id::int as id, s.version, s.family, ${itemSide('ri')} as request, ${itemSide('si')} as swap,
      s.mpq_by_qty::text as mpq_by_qty, s.copies, s.qty::text as qty, s.manufacturer, s.remark, s.status, s.reject_reason,
      s.created_by, s.created_at, s.decided_by, s.decided_at`;
  const from = sql`swap_request s ${itemJoins('ri', 's.request_forecast_item_id')} ${itemJoins('si', 's.swap_forecast_item_id')}`;
  return listPage<SwapRow>(db, { select, from, where, order: sql`(s.status = 'pending') desc, s.created_at desc, s.id desc` }, { page, size });
}

const lineSide = (alias: string) => sql.raw(`case when ${alias}.id is null then null else json_build_object('id', ${alias}.id::int, 'order_no', ${alias}.order_no,
  'bg', ${alias}b.code, 'customer', ${alias}c.name, 'cpn', ${alias}.cpn, 'mpn', ${alias}.mpn, 'qty', ${alias}.qty::text, 'esd', to_char(${alias}.esd, 'YYYY-MM-DD')) end`);
const lineJoins = (alias: string, column: string) =>
  sql.raw(`left join backlog_line ${alias} on ${alias}.id = ${column} left join bg ${alias}b on ${alias}b.id = ${alias}.bg_id
  left join ship_customer ${alias}c on ${alias}c.id = ${alias}.customer_id`);

export async function listEsdSwaps(db: Db, where: RawBuilder<boolean>, page: number, size: number): Promise<{ list: EsdSwapRow[]; total: number }> {
  const from = sql`esd_swap e join backlog k on k.id = e.backlog_id ${lineJoins('rl', 'e.request_line_id')} ${lineJoins('sl', 'e.swap_line_id')}
    left join forecast_item fi on fi.id = e.forecast_item_id left join forecast ff on ff.id = fi.forecast_id left join bg fb on fb.id = ff.bg_id`;
  const select = sql`e.id::int as id, e.version, e.kind, e.forecast_no, k.no as backlog_no, to_char(e.backlog_date, 'YYYY-MM-DD') as backlog_date,
      ${lineSide('rl')} as request, ${lineSide('sl')} as swap, e.forecast_item_id::int as forecast_item_id,
      case when fi.id is null then null else json_build_object('cpn', fi.cpn, 'mpn', fi.mpn, 'bg', fb.code) end as item,
      to_char(e.date, 'YYYY-MM-DD') as date, e.qty::text as qty, e.remark, e.status, e.reject_reason, e.moved,
      e.created_by, e.created_at, e.decided_by, e.decided_at`;
  return listPage<EsdSwapRow>(db, { select, from, where, order: sql`(e.status = 'pending') desc, e.created_at desc, e.id desc` }, { page, size });
}

/** The BG an ESD swap's decision belongs to: the swapped line's, or the open swap's item's. */
export const esdOwnerBg = sql`coalesce((select bg_id from backlog_line where id = e.swap_line_id),
  (select f.bg_id from forecast_item i join forecast f on f.id = i.forecast_id where i.id = e.forecast_item_id))`;
