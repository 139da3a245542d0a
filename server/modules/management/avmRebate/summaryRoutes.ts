// The rebate summaries, read by the refund-amount screen (rebate settings' rule) and the
// reconciliation summary (its own rule):
//   GET /api/v2/avm-reconciliation/rebate-summary?year=YYYY  per customer and currency: sales, rebate,
//       the part deducted on invoices and the part to refund, over calculated and confirmed sell
//       reconciliations' lines (not cancelled) dated in that year (default: the latest year with any)
//   GET /api/v2/avm-reconciliation/rebate-summary/year       the same per year and currency
// Sums of the lines' rounded cents, exact decimal strings.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AVM_REBATE_SUMMARY_ACCESS, AVM_REBATE_SUMMARY_BASE } from '../../../../src/resources/management/avmRebate/model/wire';
import { labelIn } from '../../../../src/schema';
import { label } from '../../../../src/schema/fields';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { queryError, wholeNumber } from '../../../http/params';
import { access } from '../../../http/routeAccess';

const rule = { rule: AVM_REBATE_SUMMARY_ACCESS, action: 'read' as const, what: label('rebate summaries', '返利汇总') };
const YEAR_RULE = label('must be a year from 2000 to 2100', '必须是 2000 到 2100 之间的年份');
const LINES = sql`avm_recon_sell_line l join avm_recon_sell h on h.id = l.recon_id
  where h.status in ('calculated', 'confirmed') and not l.cancelled and l.so_date is not null`;
const SUMS = sql`count(distinct h.id)::int as reconciliations, coalesce(sum(l.amount), 0)::numeric(20, 2)::text as sales_amount,
  coalesce(sum(l.rebate_amount), 0)::numeric(20, 2)::text as rebate_amount,
  coalesce(sum(l.rebate_amount) filter (where l.deduct), 0)::numeric(20, 2)::text as deducted_amount,
  coalesce(sum(l.rebate_amount) filter (where not l.deduct), 0)::numeric(20, 2)::text as refund_amount`;

export function registerRebateSummaryRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.get(`${AVM_REBATE_SUMMARY_BASE}/year`, access(rule), async () => {
    const rows = await sql<{ year: number }>`select extract(year from l.so_date)::int as year, h.currency, count(distinct h.customer_id)::int as customers, ${SUMS}
      from ${LINES} group by 1, 2 order by 1 desc, 2`.execute(ctx.db);
    return ok({ list: rows.rows, total: rows.rows.length });
  });

  app.get(AVM_REBATE_SUMMARY_BASE, access(rule), async (req) => {
    const raw = (req.query as Record<string, unknown>).year;
    let year: number | undefined;
    if (raw !== undefined && raw !== '') {
      year = wholeNumber(String(raw), 2000, 2100);
      if (year === undefined) throw queryError(req.locale, 'year', labelIn(YEAR_RULE, req.locale));
    }
    year ??= (await sql<{ y: number | null }>`select max(extract(year from l.so_date))::int as y from ${LINES}`.execute(ctx.db)).rows[0].y ?? new Date().getUTCFullYear();
    const list = (await sql<{ customer_id: number }>`select h.customer_id, c.name as customer, h.currency, ${SUMS}
      from avm_recon_sell_line l join avm_recon_sell h on h.id = l.recon_id join ship_customer c on c.id = h.customer_id
      where h.status in ('calculated', 'confirmed') and not l.cancelled and extract(year from l.so_date) = ${year}
      group by h.customer_id, c.name, h.currency order by c.name, h.currency`.execute(ctx.db)).rows.map((r) => ({ ...r, customer_id: Number(r.customer_id) }));
    return ok({ year, list, total: list.length });
  });
}
