// GET /api/v2/avm-employee/summary?year=YYYY (the reconciliation summary screen's one call):
//   months    per month and currency: purchase (Σ confirmed amount of calculated or confirmed purchase
//             reconciliation lines by PO date), sales, rebate, deducted and refund (Σ of calculated or
//             confirmed sell reconciliation lines, not cancelled, by SO date) and the commission of the
//             calculated AVM employee rows of that month
//   customers the same sell figures per month, customer and currency, with the customer's account manager
//   years     every year with any of these figures (default year: the latest)
// Sums of the lines' rounded cents, exact decimal text.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AVM_EMPLOYEE_BASE, type SummaryCustomer, type SummaryMonth } from '../../../../src/resources/management/avmEmployee/model/wire';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { one, queryError, wholeNumber } from '../../../http/params';
import type { access } from '../../../http/routeAccess';
import { ew } from './words';

const SELL = sql`avm_recon_sell_line l join avm_recon_sell h on h.id = l.recon_id
  where h.status in ('calculated', 'confirmed') and not l.cancelled and l.so_date is not null`;
const PURCHASE = sql`avm_recon_purchase_line l join avm_recon_purchase h on h.id = l.recon_id where h.status in ('calculated', 'confirmed')`;
const SELL_SUMS = sql`count(*)::int as lines, coalesce(sum(l.amount), 0)::numeric(20, 2)::text as sales_amount,
  coalesce(sum(l.rebate_amount), 0)::numeric(20, 2)::text as rebate_amount,
  coalesce(sum(l.rebate_amount) filter (where l.deduct), 0)::numeric(20, 2)::text as deducted_amount,
  coalesce(sum(l.rebate_amount) filter (where not l.deduct), 0)::numeric(20, 2)::text as refund_amount`;

export function registerSummaryRoute(app: FastifyInstance, ctx: FeatureContext, read: ReturnType<typeof access>) {
  app.get(`${AVM_EMPLOYEE_BASE}/summary`, read, async (req) => {
    const raw = one((req.query as Record<string, unknown>).year)?.trim();
    let year: number | undefined;
    if (raw) {
      year = wholeNumber(raw, 2000, 2100);
      if (year === undefined) throw queryError(req.locale, 'year', ew(req.locale, 'yearBad'));
    }
    const years = (await sql<{ y: number }>`select distinct y from (
        select extract(year from l.so_date)::int as y from ${SELL}
        union select extract(year from l.po_date)::int from ${PURCHASE}
        union select substr(period, 1, 4)::int from avm_employee where status = 'calculated') t where y is not null order by y desc`.execute(ctx.db)).rows.map((r) => Number(r.y));
    year ??= years[0] ?? new Date().getUTCFullYear();
    const months = (await sql<SummaryMonth>`with s as (
        select to_char(l.so_date, 'YYYY-MM') as month, h.currency, ${SELL_SUMS} from ${SELL} and extract(year from l.so_date) = ${year} group by 1, 2),
      p as (
        select to_char(l.po_date, 'YYYY-MM') as month, h.currency, sum(l.confirmed_amount) as purchase_amount from ${PURCHASE} and extract(year from l.po_date) = ${year} group by 1, 2),
      e as (
        select period as month, currency, sum(commission) as commission from avm_employee where status = 'calculated' and period like ${`${year}-%`} group by 1, 2),
      k as (select month, currency from s union select month, currency from p union select month, currency from e)
      select k.month, k.currency, coalesce(p.purchase_amount, 0)::numeric(20, 2)::text as purchase_amount,
        coalesce(s.sales_amount, '0.00') as sales_amount, coalesce(s.rebate_amount, '0.00') as rebate_amount,
        coalesce(s.deducted_amount, '0.00') as deducted_amount, coalesce(s.refund_amount, '0.00') as refund_amount,
        coalesce(e.commission, 0)::numeric(20, 2)::text as commission
      from k left join s on s.month = k.month and s.currency = k.currency left join p on p.month = k.month and p.currency = k.currency
        left join e on e.month = k.month and e.currency = k.currency
      order by k.month, k.currency`.execute(ctx.db)).rows;
    const customers = (await sql<SummaryCustomer>`select to_char(l.so_date, 'YYYY-MM') as month, h.customer_id, c.name as customer, h.currency,
        max(coalesce(u.nick_name, u.name)) as account_manager, ${SELL_SUMS}
      from avm_recon_sell_line l join avm_recon_sell h on h.id = l.recon_id join ship_customer c on c.id = h.customer_id
        left join avm_employee_customer ec on ec.customer_id = h.customer_id left join users u on u.id = ec.user_id
      where h.status in ('calculated', 'confirmed') and not l.cancelled and l.so_date is not null and extract(year from l.so_date) = ${year}
      group by 1, h.customer_id, c.name, h.currency order by 1, c.name, h.currency`.execute(ctx.db)).rows.map((r) => ({ ...r, customer_id: Number(r.customer_id), lines: Number(r.lines) }));
    return ok({ year, years, months, customers });
  });
}
