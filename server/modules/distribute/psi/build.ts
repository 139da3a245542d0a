// A PSI page's rows from the statement's rows: dense periods, every balance by the engine.
import { computeBlock, decimal, milli, monthOf, STATUS_OF, weeksFrom, type PsiCell } from '../../../../src/contract/psi/engine';
import { balanceColumnIndex } from '../../../../src/contract/psi/rules';
import { PSI_WEEKS, type PsiBlock, type PsiPage, type PsiRow } from '../../../../src/contract/psi/types';
import type { PsiQuery } from './params';
import type { PsiDbRow } from './query';
import type { PsiSources } from './sources';

/** The PSI's periods: 52 Mondays from the week of `date`, or the months those weeks start in. */
export function periodsOf(q: Pick<PsiQuery, 'date' | 'period'>): string[] {
  const weeks = weeksFrom(q.date, PSI_WEEKS);
  return q.period === 'month' ? [...new Set(weeks.map(monthOf))] : weeks;
}

function block(row: PsiDbRow, b: 'c' | 'p', periods: string[], no: string | null): PsiBlock & { computed: ReturnType<typeof computeBlock> } {
  const demand: string[] = periods.map(() => '0');
  const esd: string[] = periods.map(() => '0');
  for (const c of row.cells ?? []) {
    if (c.b !== b || c.i >= periods.length) continue;
    demand[c.i] = c.d;
    esd[c.i] = c.e;
  }
  const computed = computeBlock({ onHands: row.on_hands, onWays: row.on_ways, periods, demand, esd });
  return { no, totalDemand: computed.totalDemand, totalESD: computed.totalESD, outcome: computed.outcome, computed };
}

export function buildRow(row: PsiDbRow, periods: string[], hasPrevious: boolean): PsiRow {
  const { computed, ...current } = block(row, 'c', periods, row.cur_no);
  const previous = hasPrevious ? block(row, 'p', periods, row.prev_no) : null;
  return {
    key: row.key,
    CPN: row.CPN || null,
    MPN: row.MPN,
    Manufacturer: row.Manufacturer || null,
    SLOC: row.SLOC,
    MPQ: row.MPQ === null ? null : decimal(milli(row.MPQ)),
    BG: row.BG,
    BU: row.BU,
    Plant: row.Plant,
    EC_Code: row.EC_Code,
    EC_Name: row.EC_Name,
    Biz_Type: row.Biz_Type,
    on_hands: decimal(milli(row.on_hands)),
    on_ways: decimal(milli(row.on_ways)),
    current,
    previous: previous ? { no: previous.no, totalDemand: previous.totalDemand, totalESD: previous.totalESD, outcome: previous.outcome } : null,
    colour: computed.colour,
    status: STATUS_OF[computed.colour],
    firstNegative: computed.firstNegative,
  };
}

/** The page answer; `total` when counted apart (a page past the last carries it on no row). */
export function buildPage(rows: PsiDbRow[], src: PsiSources, q: PsiQuery, total = rows[0]?.total ?? 0): PsiPage {
  const periods = periodsOf(q);
  const hasPrevious = src.previous.forecastIds.length > 0 || src.previous.backlogId !== null;
  return {
    list: rows.map((r) => buildRow(r, periods, hasPrevious)),
    total,
    page: q.page,
    size: q.size,
    rule: q.rule,
    period: q.period,
    periods,
    balanceColumnIndex: balanceColumnIndex(q.rule),
    current: { forecastNos: src.current.forecastNos, backlogNo: src.current.backlogNo, backlogDate: src.current.backlogDate },
    previous: { forecastNos: src.previous.forecastNos, backlogNo: src.previous.backlogNo, backlogDate: src.previous.backlogDate },
  };
}

export type { PsiCell };
