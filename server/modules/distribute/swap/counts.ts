// The notification answer's swapCount (GET /api/v1/notification): what the user asked for and still
// waits, and what waits for their decision (only for users who may decide: /events/SwapRequests' rule).
import { sql, type Kysely } from 'kysely';
import { SWAP_REQUESTS_ACCESS, type SwapCounts } from '../../../../src/resources/distribute/swap/model/wire';
import { allows } from '../../../../src/schema';
import type { UserInfo } from '../../../auth/principal';
import type { DB } from '../../../db/types';
import { esdOwnerBg } from './queries';
import { inBgScope } from './scope';

export async function swapCounts(db: Kysely<DB>, user: UserInfo): Promise<SwapCounts> {
  const decides = allows(user, SWAP_REQUESTS_ACCESS, 'write');
  const r = (await sql<Record<keyof SwapCounts, number>>`select
      (select count(*)::int from swap_request where status = 'pending' and created_by = ${user.name}) as "mySwapCount",
      (select count(*)::int from esd_swap where status = 'pending' and created_by = ${user.name}) as "myEsdCount",
      case when ${decides} then (select count(*)::int from swap_request s join forecast_item i on i.id = s.swap_forecast_item_id join forecast f on f.id = i.forecast_id
        where s.status = 'pending' and s.created_by <> ${user.name} and ${inBgScope(user.id, sql`f.bg_id`)}) else 0 end as "myRequestCount",
      case when ${decides} then (select count(*)::int from esd_swap e
        where e.status = 'pending' and e.created_by <> ${user.name} and ${inBgScope(user.id, esdOwnerBg)}) else 0 end as "myEsdRequestCount"`.execute(db)).rows[0];
  return { mySwapCount: r.mySwapCount, myRequestCount: r.myRequestCount, myEsdCount: r.myEsdCount, myEsdRequestCount: r.myEsdRequestCount };
}
