// A report's figures: one grouped query per kind over the other areas' tables. Sums are numeric in
// SQL, rounded half away from zero to cents there and answered as decimal strings.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../../db/types';
import type { FigureRow, ReportKind } from '../../../../src/resources/system/reportAnalysis/model/wire';

export interface Period {
  /** First month, `YYYY-MM`. */
  from: string;
  /** Last month, `YYYY-MM` (inclusive). */
  to: string;
}

const firstDay = (month: string) => `${month}-01`;
/** The day after the period's last month: the exclusive upper bound. */
function dayAfter(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Every month of the period, in order (a line chart shows the empty ones as zero). */
export function monthsOf(p: Period): string[] {
  const out: string[] = [];
  let [y, m] = p.from.split('-').map(Number);
  const [ty, tm] = p.to.split('-').map(Number);
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return out;
}

/** source: rows with `day` (date), `bg_id`, `currency`, `amount` (numeric); one per counted record. */
const SOURCES: Record<'po' | 'co' | 'asn', RawBuilder<unknown>> = {
  po: sql`select po_date as day, bg_id, currency, coalesce(amount, qty * unit_price) as amount from purchase_order where status = 'open'`,
  co: sql`select o.order_date as day, o.bg_id, o.currency, coalesce(sum(i.qty * i.unit_price), 0) as amount
          from customer_order o left join customer_order_item i on i.order_id = o.id
          where o.status <> 'cancelled' group by o.id`,
  // Shipped: what left the warehouse (status 4 shipped); its header total is the items' sum.
  asn: sql`select ship_date as day, null::bigint as bg_id, currency, total_amount as amount from asn_order where status = '4'`,
};

const KIND_QUERY: Record<ReportKind, { source: keyof typeof SOURCES; by: 'month' | 'bg' }> = {
  po_amount_by_month: { source: 'po', by: 'month' },
  po_amount_by_bg: { source: 'po', by: 'bg' },
  co_amount_by_month: { source: 'co', by: 'month' },
  co_amount_by_bg: { source: 'co', by: 'bg' },
  asn_amount_by_month: { source: 'asn', by: 'month' },
};

/** The rows of one kind over the period, ordered by category then series. */
export async function figureRows(db: Kysely<DB>, kind: ReportKind, period: Period, noBg: string): Promise<FigureRow[]> {
  const q = KIND_QUERY[kind];
  const category = q.by === 'month' ? sql`to_char(s.day, 'YYYY-MM')` : sql`coalesce(b.name, ${noBg})`;
  const rows = await sql<{ category: string; series: string; amount: string; count: number }>`
    select ${category} as category, s.currency as series,
           round(coalesce(sum(s.amount), 0), 2)::text as amount, count(*)::int as count
      from (${SOURCES[q.source]}) s left join bg b on b.id = s.bg_id
     where s.day >= ${firstDay(period.from)}::date and s.day < ${dayAfter(period.to)}::date
     group by 1, 2 order by 1, 2`.execute(db);
  return rows.rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** The chart's categories: every month of the period, or the BGs that have figures. */
export function categoriesOf(kind: ReportKind, period: Period, rows: FigureRow[]): string[] {
  return KIND_QUERY[kind].by === 'month' ? monthsOf(period) : [...new Set(rows.map((r) => r.category))];
}
