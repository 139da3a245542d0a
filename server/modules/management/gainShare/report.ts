// The gain-share report of one agreement, computed in SQL numeric so every cent is exact:
//   saving         = round(shipped × (old price − new price), 2)            per month
//   customer share = round(saving × customer share % / 100, 2)              per month
//   our share      = saving − customer share
// Totals are the sums of the rounded months (what was reported month by month).
import { sql, type Kysely } from 'kysely';
import type { GainShareReport } from '../../../../src/resources/management/gainShare/model/wire';
import type { DB } from '../../../db/types';

export async function gainShareReport(db: Kysely<DB>, id: number): Promise<GainShareReport | undefined> {
  const head = (await sql<{ gs_no: string; currency: string; unit_saving: string; customer_share_pct: string }>`
    select gs_no, currency, (old_price - new_price)::text as unit_saving, customer_share_pct::text as customer_share_pct from gain_share where id = ${id}`.execute(db)).rows[0];
  if (!head) return undefined;
  const months = (await sql<{ month: string; shipped_qty: string; saving: string; customer_share: string; our_share: string }>`
    with m as (
      select s.month, s.shipped_qty, round(s.shipped_qty * (g.old_price - g.new_price), 2) as saving, g.customer_share_pct as pct
      from gain_share_month s join gain_share g on g.id = s.gain_share_id where g.id = ${id}
    ), c as (select month, shipped_qty, saving, round(saving * pct / 100, 2) as customer_share from m)
    select month, shipped_qty, saving::text as saving, customer_share::text as customer_share, (saving - customer_share)::text as our_share from c order by month`.execute(db)).rows;
  const total = (await sql<{ shipped_qty: string; saving: string; customer_share: string; our_share: string }>`
    with m as (
      select s.shipped_qty, round(s.shipped_qty * (g.old_price - g.new_price), 2) as saving, g.customer_share_pct as pct
      from gain_share_month s join gain_share g on g.id = s.gain_share_id where g.id = ${id}
    ), c as (select shipped_qty, saving, round(saving * pct / 100, 2) as customer_share from m)
    select coalesce(sum(shipped_qty), 0)::text as shipped_qty, coalesce(sum(saving), 0)::numeric(20, 2)::text as saving,
      coalesce(sum(customer_share), 0)::numeric(20, 2)::text as customer_share, coalesce(sum(saving - customer_share), 0)::numeric(20, 2)::text as our_share from c`.execute(db)).rows[0];
  return {
    id,
    ...head,
    months: months.map((m) => ({ ...m, shipped_qty: Number(m.shipped_qty) })),
    total: { ...total, shipped_qty: Number(total.shipped_qty) },
  };
}
