// A balance explained (GET {base}/explain?key=&at=): the lines that make up one period of one row, so
// that opening + ESD − demand = balance as the page computes them. Opening: the stock groups (first
// period, listed) or the period before's balance. ESD: backlog lines by ESD, agreed swaps (signed, the
// current block's items) and, with synchronization=1, released OR lines. Demand: forecast quantities
// and backlog lines requested (each week the greater). The first period also holds what is overdue.
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { PsiExplain, PsiExplainLine } from '../../../../src/contract/psi/types';
import { groupColumns } from '../../../../src/contract/psi/rules';
import { decimal, milli, weekStart } from '../../../../src/contract/psi/engine';
import type { DB } from '../../../db/types';
import { queryError } from '../../../http/params';
import { buildPage } from './build';
import { psiText } from './messages';
import type { PsiQuery } from './params';
import { keyedSelect, queryPsiPage, stockSelect } from './query';
import type { PsiSources } from './sources';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function explainBalance(db: Kysely<DB>, req: FastifyRequest, src: PsiSources, q: PsiQuery): Promise<PsiExplain> {
  const locale = req.locale;
  if (!q.key || !/^[0-9a-f]{32}$/.test(q.key)) throw queryError(locale, 'key', psiText(locale, 'key'));
  const rows = await queryPsiPage(db, src, { ...q, page: 1, size: 1 }, { keys: [q.key] });
  if (!rows.length) throw queryError(locale, 'key', psiText(locale, 'key'));
  const page = buildPage(rows, src, { ...q, page: 1, size: 1 });
  const index = page.periods.indexOf(q.at ?? '');
  if (index < 0) throw queryError(locale, 'at', psiText(locale, 'periodOf'));
  const row = page.list[0];
  const cell = row.current.outcome[index];
  const opening = index === 0 ? decimal(milli(row.on_hands) + milli(row.on_ways)) : row.current.outcome[index - 1].balance;
  // The period's days: weeks whose Monday falls in it (a month: every such week of the horizon).
  const week0 = weekStart(q.date);
  const mondays = page.periods.length && q.period === 'month'
    ? Array.from({ length: 52 }, (_, i) => addDays(week0, i * 7)).filter((m) => m.slice(0, 7) === q.at!.slice(0, 7))
    : [q.at!];
  const from = index === 0 ? '0001-01-01' : mondays[0];
  const to = addDays(mondays[mondays.length - 1], 7);
  const bySloc = groupColumns(q.rule).includes('SLOC');
  const cur = src.current.forecastIds.length ? sql.join(src.current.forecastIds) : sql`null`;
  const lines = await sql<PsiExplainLine>`
    with keyed as (${keyedSelect(src, q)}), mine as (select * from keyed where key = ${q.key})
    select 'forecast' as kind, f.no as ref, i.line_no::text as line, null as order_no, fq.week_start::text as date, fq.qty::text as qty
      from forecast_qty fq join mine m on m.id = fq.item_id join forecast_item i on i.id = fq.item_id join forecast f on f.id = fq.forecast_id
      where fq.forecast_id in (${cur}) and fq.week_start >= ${week0}::date and fq.week_start >= ${from}::date and fq.week_start < ${to}::date
    union all
    select 'backlog_request', b.no, l.line_no::text, l.order_no, l.request_date::text, l.qty::text
      from backlog_line l join mine m on m.id = l.forecast_item_id join backlog b on b.id = l.backlog_id
      where l.backlog_id = ${src.current.backlogId} and l.request_date >= ${from}::date and l.request_date < ${to}::date
    union all
    select 'backlog_esd', b.no, l.line_no::text, l.order_no, l.esd::text, l.qty::text
      from backlog_line l join mine m on m.id = l.forecast_item_id join backlog b on b.id = l.backlog_id
      where l.backlog_id = ${src.current.backlogId} and l.esd >= ${from}::date and l.esd < ${to}::date
    union all
    select 'swap', sf.no, '#' || sw.id, null, sw.decided_at::date::text, (case when m.id = sw.request_forecast_item_id then sw.qty else -sw.qty end)::text
      from swap_request sw join mine m on m.id in (sw.request_forecast_item_id, sw.swap_forecast_item_id)
        join forecast_item oi on oi.id = case when m.id = sw.request_forecast_item_id then sw.swap_forecast_item_id else sw.request_forecast_item_id end
        join forecast sf on sf.id = oi.forecast_id
      where sw.status = 'agreed' and m.forecast_id in (${cur}) and sw.decided_at::date >= ${from}::date and sw.decided_at::date < ${to}::date
    ${q.synchronization ? sql`union all
    select 'or', o.or_no, oi.line_no::text, null, oi.request_date::text, oi.qty::text
      from or_item oi join or_order o on o.id = oi.or_id
      where o.status = 'released' and oi.material_id = (select min(material_id) from mine) and oi.request_date >= ${from}::date and oi.request_date < ${to}::date` : sql``}
    ${index === 0 ? sql`union all
    select 'stock', s.code, g.supplier, null, null, (v.on_hand + v.on_way)::text
      from (${stockSelect(src, q)}) v join inventory g on g.id = v.id join sloc s on s.id = v.sloc_id
      where v.material_id = (select min(material_id) from mine)
        ${bySloc ? sql`and v.sloc_id = (select min(sloc_id) from mine)` : sql``}` : sql``}
    order by 1, 5, 2, 3`.execute(db);
  return { key: q.key, period: q.at!, lines: lines.rows, opening, demand: cell.demand, esd: cell.esd, balance: cell.balance };
}
