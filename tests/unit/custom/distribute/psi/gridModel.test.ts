import { describe, expect, it } from 'vitest';
import { computeBlock } from '../../../../../src/contract/psi/engine';
import type { PsiRow } from '../../../../../src/contract/psi/types';
import { AHEAD_ROWS, changedPeriods, LINE_HEIGHT, nextWindow, OVERSCAN_COLUMNS, OVERSCAN_ROWS, PERIOD_WIDTH, readSegments, visibleWindow, whatIf } from '../../../../../src/custom/distribute/psi/gridModel';

const periods = ['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21'];
const block = (demand: string[], esd: string[]) => {
  const c = computeBlock({ onHands: '10', onWays: '0', periods, demand, esd });
  return { no: 'F', totalDemand: c.totalDemand, totalESD: c.totalESD, outcome: c.outcome };
};
const row = (previous = block(['1', '1', '1', '1', '1'], ['0', '0', '0', '0', '0'])): PsiRow => ({
  key: 'k', CPN: 'C', MPN: 'M', Manufacturer: null, SLOC: null, MPQ: null, BG: null, BU: null, Plant: null, EC_Code: null, EC_Name: null, Biz_Type: null,
  on_hands: '10', on_ways: '0', current: block(['1', '2', '1', '1', '1'], ['0', '0', '0', '0', '0']), previous, colour: 'green', status: 'covered', firstNegative: null,
});

describe('PSI grid model', () => {
  it('renders only the lines and periods in view, with overscan, clamped', () => {
    const w = visibleWindow({ scrollTop: 100 * LINE_HEIGHT, scrollLeft: 10 * PERIOD_WIDTH, height: 20 * LINE_HEIGHT, width: 500 + 5 * PERIOD_WIDTH, frozenWidth: 500, lineCount: 15000, periodCount: 52 });
    expect(w).toEqual({ firstLine: 100 - OVERSCAN_ROWS, lastLine: 120 + OVERSCAN_ROWS, firstPeriod: 10 - OVERSCAN_COLUMNS, lastPeriod: 15 + OVERSCAN_COLUMNS });
    const end = visibleWindow({ scrollTop: 0, scrollLeft: 0, height: 2000, width: 9000, frozenWidth: 500, lineCount: 9, periodCount: 13 });
    expect([end.lastLine, end.lastPeriod]).toEqual([8, 12]);
  });

  it('keeps the rendered window while the view stays inside it, and renders ahead in the scroll direction when it leaves', () => {
    const view = (top: number, left = 0, lineCount = 15000) => ({ scrollTop: top * LINE_HEIGHT, scrollLeft: left * PERIOD_WIDTH, height: 20 * LINE_HEIGHT, width: 500 + 5 * PERIOD_WIDTH, frozenWidth: 500, lineCount, periodCount: 52 });
    const first = nextWindow(null, view(100, 10));
    expect(first).toEqual({ firstLine: 99, lastLine: 120 + AHEAD_ROWS, firstPeriod: 10 - OVERSCAN_COLUMNS, lastPeriod: 15 + OVERSCAN_COLUMNS });
    // A few lines down and part of a period right: the same window (the same object, so nothing renders).
    expect(nextWindow(first, { ...view(100 + AHEAD_ROWS), scrollLeft: 10 * PERIOD_WIDTH + 40 })).toBe(first);
    // One line further: a new window, ahead downwards.
    expect(nextWindow(first, view(101 + AHEAD_ROWS, 10))).toMatchObject({ firstLine: 100 + AHEAD_ROWS, lastLine: 121 + 2 * AHEAD_ROWS });
    // Scrolling up out of it: ahead upwards.
    expect(nextWindow(first, view(98, 10), false)).toMatchObject({ firstLine: 98 - AHEAD_ROWS, lastLine: 119 });
    // Fewer lines than the window holds (another page): refitted, clamped.
    expect(nextWindow(first, view(0, 0, 12))).toEqual({ firstLine: 0, lastLine: 11, firstPeriod: 0, lastPeriod: 5 + OVERSCAN_COLUMNS });
  });

  it('what-if: an edited demand recomputes every later balance and the colour, nothing else', () => {
    const r = row();
    expect(whatIf(r, r.current, undefined).colour).toBe('green');
    const edited = whatIf(r, r.current, { 1: { demand: '15' } });
    // 10 − 1 = 9, − 15 = −6 (period 2: red), − 1 = −7 ...
    expect(edited.outcome.map((c) => c.balance)).toEqual(['9', '-6', '-7', '-8', '-9']);
    expect([edited.colour, edited.firstNegative]).toEqual(['red', 2]);
    expect(r.current.outcome[1].demand).toBe('2');
    const supplied = whatIf(r, r.current, { 1: { demand: '15', esd: '20' } });
    expect(supplied.colour).toBe('green');
  });

  it('marks the periods whose demand or ESD changed since the previous forecast, within week_count', () => {
    expect([...changedPeriods(row(), 16)]).toEqual([2]);
    expect([...changedPeriods(row(), 1)]).toEqual([]);
  });

  it('tells dates from numbers in the two segments; missing ones are today', () => {
    expect(readSegments('2026-11-01', '2026-11-20', '2026-11-27')).toEqual({ date: '2026-11-01', backlog_date: '2026-11-20' });
    expect(readSegments('NCF-COMM-20261123-V2', 'BLK-NCF-20261123', '2026-11-27')).toEqual({ forecast_no: 'NCF-COMM-20261123-V2', backlog_no: 'BLK-NCF-20261123' });
    expect(readSegments(undefined, undefined, '2026-11-27')).toEqual({ date: '2026-11-27', backlog_date: '2026-11-27' });
    expect(readSegments('F-1', '2026-11-20', '2026-11-27')).toEqual({ forecast_no: 'F-1', backlog_date: '2026-11-20' });
  });
});
