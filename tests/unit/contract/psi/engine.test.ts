import { describe, expect, it } from 'vitest';
import { colourOf, colourOfOutcome, computeBlock, decimal, deltaOf, milli, rollUpMonths, weekStart, weeksFrom } from '../../../../src/contract/psi/engine';
import { balanceColumnIndex, groupColumns, isRule, PSI_RULES, ruleColumns } from '../../../../src/contract/psi/rules';

describe('PSI engine: balances', () => {
  it('Balance(p) = on_hands + on_ways + running Σ (ESD − Demand), exact to the thousandth', () => {
    // 100 + 20 = 120; p1: +0 −50 = 70; p2: +30 −80 = 20; p3: +0 −20.5 = −0.5; p4: +100.25 −0 = 99.75
    const b = computeBlock({ onHands: '100', onWays: '20', periods: ['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21'], demand: ['50', '80', '20.5', '0'], esd: ['0', '30', '0', '100.25'] });
    expect(b.outcome.map((c) => c.balance)).toEqual(['70', '20', '-0.5', '99.75']);
    expect(b.totalDemand).toBe('150.5');
    expect(b.totalESD).toBe('130.25');
    expect(b.firstNegative).toBe(3);
    expect(b.colour).toBe('red');
  });

  it('0.1 + 0.2 stays 0.3 (no binary floats), blanks count as 0, "1,200" reads 1200', () => {
    const b = computeBlock({ onHands: '0.1', onWays: '0.2', periods: ['a', 'b'], demand: [null, '1,200'], esd: ['', '1200'] });
    expect(b.outcome.map((c) => c.balance)).toEqual(['0.3', '0.3']);
    expect(milli('-2.5')).toBe(-2500);
    expect(decimal(-500)).toBe('-0.5');
  });

  it('colour from the first negative period: 1–4 red, 5–8 yellow, 9+ blue, never green', () => {
    expect([1, 4, 5, 8, 9, 52, null].map((p) => colourOf(p))).toEqual(['red', 'red', 'yellow', 'yellow', 'blue', 'blue', 'green']);
    // Goes negative in period 6, recovers in 7: still yellow (the first negative decides).
    const demand = ['0', '0', '0', '0', '0', '10', '0', '0', '0'];
    const esd = ['0', '0', '0', '0', '0', '0', '20', '0', '0'];
    const b = computeBlock({ onHands: '5', onWays: '0', periods: demand.map((_, i) => `p${i}`), demand, esd });
    expect(b.firstNegative).toBe(6);
    expect(b.colour).toBe('yellow');
    expect(colourOfOutcome(b.outcome)).toBe('yellow');
  });
});

describe('PSI engine: periods', () => {
  it('weeks start on Monday; 52 weeks from a date', () => {
    expect(weekStart('2026-11-27')).toBe('2026-11-23'); // a Friday
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday
    const w = weeksFrom('2026-12-30', 52);
    expect(w[0]).toBe('2026-12-28');
    expect(w[1]).toBe('2027-01-04');
    expect(w).toHaveLength(52);
  });

  it('month roll-up: a week belongs to its Monday\'s month; the month balance is the balance after its last week', () => {
    const periods = ['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28', '2027-01-04'];
    const input = { onHands: '10', onWays: '0', periods, demand: ['5', '5', '5', '5', '5', '5', '5'], esd: ['0', '0', '10', '0', '0', '0', '1'] };
    const months = rollUpMonths(input);
    expect(months.periods).toEqual(['2026-11-01', '2026-12-01', '2027-01-01']);
    expect(months.demand).toEqual(['10', '20', '5']);
    expect(months.esd).toEqual(['0', '10', '1']);
    const weekly = computeBlock(input).outcome;
    const monthly = computeBlock(months).outcome;
    // Nov ends after week 2 (0), Dec after week 6 (−10), Jan after week 7 (−14).
    expect(monthly.map((c) => c.balance)).toEqual([weekly[1].balance, weekly[5].balance, weekly[6].balance]);
    expect(monthly.map((c) => c.balance)).toEqual(['0', '-10', '-14']);
    expect(computeBlock(months).colour).toBe('red');
  });
});

describe('PSI engine: delta over week_count', () => {
  it('current − previous per period within the horizon; changed periods listed', () => {
    const periods = ['w1', 'w2', 'w3'];
    const cur = computeBlock({ onHands: '10', onWays: '0', periods, demand: ['5', '7', '1'], esd: ['0', '0', '0'] }).outcome;
    const prev = computeBlock({ onHands: '10', onWays: '0', periods, demand: ['5', '5', '1'], esd: ['0', '2', '0'] }).outcome;
    const d = deltaOf(cur, prev, 2);
    expect(d.cells.map((c) => [c.demand, c.esd, c.balance])).toEqual([['0', '0', '0'], ['2', '-2', '-4']]);
    expect(d.changed).toEqual([2]);
    expect(d.totalDemand).toBe('2');
    expect(deltaOf(cur, null).cells[0].demand).toBe('5');
  });
});

describe('PSI rules 1–5', () => {
  it('balance column index 5, 6, 8, 9, 10; rule 5 adds BG, BU, EC_Code, Plant, SLOC to rule 1', () => {
    expect(PSI_RULES.map((r) => balanceColumnIndex(r))).toEqual([5, 6, 8, 9, 10]);
    expect(balanceColumnIndex(undefined)).toBe(16);
    const added = groupColumns(5).filter((c) => !groupColumns(1).includes(c));
    expect(added.sort()).toEqual(['BG', 'BU', 'EC_Code', 'Plant', 'SLOC']);
    expect(ruleColumns(1)).toEqual(['CPN', 'MPN', 'Manufacturer', 'on_hands', 'on_ways']);
    // Each rule refines the one before (a row of rule n+1 falls in exactly one row of rule n).
    for (const r of [1, 2, 3, 4] as const) expect(groupColumns((r + 1) as 2).filter((c) => groupColumns(r).includes(c))).toEqual(groupColumns(r));
    expect([isRule('5'), isRule(3), isRule('6'), isRule('1.0'), isRule('')]).toEqual([true, true, false, false, false]);
  });
});
