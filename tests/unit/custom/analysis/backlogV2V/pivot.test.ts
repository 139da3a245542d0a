// The V2V week views: lines summed by CPN / MPN / plant and the Monday of the chosen date; lines
// without that date in "no date"; totals by row and week.
import { describe, expect, it } from 'vitest';
import { pivot, weekOf } from '../../../../../src/custom/analysis/backlogV2V/pivot';

const line = (cpn: string, qty: number, eta: string | null, demand: string | null) => ({ cpn, mpn: 'LM358DR', plant: 'CN10', qty, eta, eta_wb: null, demand_date: demand });

describe('V2V pivot', () => {
  it('puts a day in its ISO week (Monday)', () => {
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
    expect(weekOf('2026-12-06')).toBe('2026-11-30');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
  });

  it('sums by part and week of the chosen date, and keeps lines without it apart', () => {
    const lines = [line('B', 1000, '2026-12-02', '2026-12-20'), line('A', 500, '2026-12-03', null), line('A', 250, '2026-12-09', '2026-12-20'), line('A', 100, null, '2026-12-21')];
    const eta = pivot(lines, 'ETA');
    expect(eta.weeks).toEqual(['2026-11-30', '2026-12-07']);
    expect(eta.rows.map((r) => [r.cpn, r.byWeek, r.undated, r.total])).toEqual([
      ['A', { '2026-11-30': 500, '2026-12-07': 250 }, 100, 850],
      ['B', { '2026-11-30': 1000 }, 0, 1000],
    ]);
    expect(eta.weekTotals).toEqual({ '2026-11-30': 1500, '2026-12-07': 250 });
    expect([eta.undated, eta.total]).toEqual([100, 1850]);
    const demand = pivot(lines, 'Demand');
    expect(demand.weeks).toEqual(['2026-12-14', '2026-12-21']);
    expect(demand.undated).toBe(500);
    expect(pivot(lines, 'ETAWB').undated).toBe(1850);
  });
});
