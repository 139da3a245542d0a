// One draft line's cells as the auditors compare them: the proposed value, the value in effect
// (when the line supersedes a price) and whether it changes. Unit prices keep their declared scale
// with trailing zeros removed, quantities and the margin 2 decimals (R26).
import { formatMoney, formatNumber } from '../../../i18n/format';
import { COMPARED, type DraftChangeLine, type PriceValues } from './model/draftChanges';

/** The price lines' declared scale (priceDraft.ts: dbp, quote_price, srp). */
const PRICE_SCALE = 6;
export type ComparedColumn = (typeof COMPARED)[number] | 'margin';

export interface ComparedCell {
  column: ComparedColumn;
  proposed: string;
  /** Undefined for a line that supersedes no price. */
  current?: string;
  changed: boolean;
}

/** (quote − DBP) / quote in percent; null without both or with a zero quote. */
export function marginOf(v: PriceValues | null): number | null {
  if (!v?.dbp || !v.quote_price) return null;
  const quote = Number(v.quote_price);
  const cost = Number(v.dbp);
  if (!Number.isFinite(quote) || !Number.isFinite(cost) || quote === 0) return null;
  return ((quote - cost) / quote) * 100;
}

const numberOf = (raw: string | null | undefined) => (raw === null || raw === undefined || raw === '' ? null : Number(raw));

function shown(column: ComparedColumn, v: PriceValues): string {
  if (column === 'margin') {
    const m = marginOf(v);
    return m === null ? '' : `${formatNumber(m, 2)} %`;
  }
  const raw = v[column];
  if (raw === null || raw === undefined) return '';
  return column === 'moq' ? formatNumber(raw) : formatMoney(raw, PRICE_SCALE);
}

function differs(column: ComparedColumn, proposed: PriceValues, current: PriceValues): boolean {
  if (column === 'margin') return shown('margin', proposed) !== shown('margin', current);
  return numberOf(proposed[column]) !== numberOf(current[column]);
}

/** The compared columns the caller may see: no DBP and no margin (it gives the cost away) without the DBP. */
export function comparedColumns(lines: DraftChangeLine[]): ComparedColumn[] {
  const withCost = lines.some((l) => 'dbp' in l.proposed);
  return withCost ? ['dbp', 'quote_price', 'srp', 'margin', 'moq'] : ['quote_price', 'srp', 'moq'];
}

export function compareLine(line: DraftChangeLine, columns: ComparedColumn[]): ComparedCell[] {
  return columns.map((column) => {
    const proposed = shown(column, line.proposed);
    if (!line.current) return { column, proposed, changed: false };
    return { column, proposed, current: shown(column, line.current), changed: differs(column, line.proposed, line.current) };
  });
}
