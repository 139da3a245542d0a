// The OR PSI's demo demand (server/modules/distribute/psiOr/seedDemand.ts) on rows of any shape: a part
// short at once gets the lines that let the stock seed leave it yellow (short again in weeks 5–8 once its
// first 4 are covered) and blue (short from week 9 once its first 8 are), whatever its own orders' dates,
// so the four classes do not hang on the day of the year the demo starts.
import { describe, expect, it } from 'vitest';
import { milli, weeksFrom } from '../../../../src/contract/psi/engine';
import { buildRow } from '../../../../server/modules/distribute/psi/build';
import type { PsiDbRow } from '../../../../server/modules/distribute/psi/query';
import { demoLines } from '../../../../server/modules/distribute/psiOr/seedDemand';

const periods = weeksFrom('2027-03-10', 52);
const row = (cells: [number, string, string][], onHands = '0'): PsiDbRow => ({
  key: 'k', CPN: '', MPN: 'P', Manufacturer: '', BG: null, BU: null, EC_Code: null, EC_Name: null, Plant: null, SLOC: null, MPQ: null, Biz_Type: null,
  on_hands: onHands, on_ways: '0', cur_no: null, prev_no: null, material_id: 1, sloc_id: null, first_neg: 1, total: 1,
  cells: cells.map(([i, d, e]) => ({ b: 'c', i, d, e })),
});
/** The cells with the lines added as demand. */
const withLines = (r: PsiDbRow, lines: [number, number][]): PsiDbRow => ({ ...r, cells: [...(r.cells ?? []), ...lines.map(([i, q]) => ({ b: 'c' as const, i, d: String(q), e: '0' }))] });
/** What the stock seed asks of a row: its running shortfall grows after week 4 and after week 8. */
function fits(r: PsiDbRow) {
  const stock = milli(r.on_hands) + milli(r.on_ways);
  let peak = 0;
  const need = buildRow(r, periods, false).current.outcome.map((c) => (peak = Math.max(peak, stock - milli(c.balance))));
  return { yellow: need[7] > need[3], blue: need[need.length - 1] > need[7] };
}

describe('OR PSI demo demand', () => {
  it('gives a part whose demand is all in week 1 a line in week 6 and one in week 12', () => {
    const r = row([[0, '1500', '0']]);
    const lines = demoLines(r, periods);
    expect(lines.map(([w]) => w)).toEqual([5, 11]);
    expect(fits(r)).toEqual({ yellow: false, blue: false });
    expect(fits(withLines(r, lines))).toEqual({ yellow: true, blue: true });
  });

  it('outgrows what the ORs deliver later, and adds nothing a part has already', () => {
    // 5,000 pieces due from a vendor in week 10 would cover a small week-12 line.
    const late = row([[0, '800', '0'], [9, '0', '5000']]);
    const lines = demoLines(late, periods);
    expect(lines.find(([w]) => w === 11)![1]).toBeGreaterThan(5000);
    expect(fits(withLines(late, lines))).toEqual({ yellow: true, blue: true });
    const full = row([[0, '800', '0'], [6, '300', '0'], [14, '200', '0']]);
    expect(fits(full)).toEqual({ yellow: true, blue: true });
    expect(demoLines(full, periods)).toEqual([]);
  });
});
