// The grid's frozen columns by rule: each PSI row is three lines (Demand, ESD, Balance), so a frozen
// column shows one value per line — the part (CPN, MPN, manufacturer), where it is planned (the BG,
// BU, EC code, plant and SLOC the rule groups by), the stock, the line's name and the block's totals.
import { formatNumber } from '../../../i18n/format';
import { groupColumns, type PsiRule } from '../../../contract/psi/rules';
import type { PsiBlock, PsiRow } from '../../../contract/psi/types';
import type { Line } from './gridModel';

export interface FrozenColumn {
  id: 'part' | 'where' | 'stock' | 'line' | 'total';
  width: number;
  /** The value of each of the three lines. */
  values: (row: PsiRow, block: PsiBlock | null, lineName: (l: Line) => string, stockName: (k: 'on_hands' | 'on_ways') => string) => [string, string, string];
}

const qty = (v: string | undefined) => (v === undefined ? '' : formatNumber(v));
const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

export function frozenColumns(rule: PsiRule): FrozenColumn[] {
  const cols = groupColumns(rule);
  const has = (c: string) => cols.includes(c as never);
  const out: FrozenColumn[] = [{ id: 'part', width: 180, values: (r) => [r.CPN ?? '', r.MPN, r.Manufacturer ?? ''] }];
  if (rule > 1) {
    out.push({
      id: 'where',
      width: 150,
      values: (r) => [join(has('BG') ? r.BG : null, has('BU') ? r.BU : null), has('EC_Code') ? (r.EC_Code ?? '') : '', join(has('Plant') ? r.Plant : null, has('SLOC') ? r.SLOC : null)],
    });
  }
  out.push(
    { id: 'stock', width: 116, values: (r, _b, _l, s) => [`${s('on_hands')} ${qty(r.on_hands)}`, `${s('on_ways')} ${qty(r.on_ways)}`, ''] },
    { id: 'line', width: 76, values: (_r, _b, l) => [l('demand'), l('esd'), l('balance')] },
    { id: 'total', width: 96, values: (_r, b) => [qty(b?.totalDemand), qty(b?.totalESD), qty(b?.outcome[b.outcome.length - 1]?.balance)] },
  );
  return out;
}

export const frozenWidth = (cols: FrozenColumn[]) => cols.reduce((s, c) => s + c.width, 0);
