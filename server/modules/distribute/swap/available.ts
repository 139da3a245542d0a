// What a forecast item can still give: its forecast from this week on, less what agreed swaps took
// from it, plus what they gave it (the PSI reads agreed swaps the same way).
import { sql, type RawBuilder } from 'kysely';

export const availableOf = (item: RawBuilder<unknown>) => sql<string>`(
  coalesce((select sum(q.qty) from forecast_qty q where q.item_id = ${item} and q.week_start >= date_trunc('week', current_date)::date), 0)
  - coalesce((select sum(o.qty) from swap_request o where o.swap_forecast_item_id = ${item} and o.status = 'agreed'), 0)
  + coalesce((select sum(i.qty) from swap_request i where i.request_forecast_item_id = ${item} and i.status = 'agreed'), 0))`;

/** The latest version of its BG's forecast in its family: the forecasts planners swap on. */
export const latestForecast = (f: string) => sql.raw(`${f}.version_no = (select max(x.version_no) from forecast x where x.family = ${f}.family and x.bg_id = ${f}.bg_id)`);
