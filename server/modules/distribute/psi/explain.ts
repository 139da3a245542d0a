// A balance explained (GET {base}/explain?key=&at=): the stock groups, forecast quantities and backlog
// lines that make up one period of one row, with the period's demand, ESD and balance as the page
// computes them. The first period also holds what is overdue (dated before the PSI's first Monday).
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { PsiExplain, PsiExplainLine } from '../../../../src/contract/psi/types';
import { groupColumns } from '../../../../src/contract/psi/rules';
import { weekStart } from '../../../../src/contract/psi/engine';
import type { DB } from '../../../db/types';
import { queryError } from '../../../http/params';
import { buildPage } from './build';
import { psiText } from './messages';
import type { PsiQuery } from './params';
import { keyedSelect, queryPsiPage } from './query';
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
  const cell = page.list[0].current.outcome[index];
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
    select 'stock', s.code, g.supplier, null, null, (g.on_hand_qty + g.on_way_qty)::text
      from inventory g join sloc s on s.id = g.sloc_id
      where g.status_cargo in ('normal', 'vmi') and g.material_id = (select min(material_id) from mine)
        ${bySloc ? sql`and g.sloc_id = (select min(sloc_id) from mine)` : sql``}
    order by 1, 5, 2, 3`.execute(db);
  return { key: q.key, period: q.at!, lines: lines.rows, demand: cell.demand, esd: cell.esd, balance: cell.balance };
}
