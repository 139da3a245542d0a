// A V2V report's lines as a week grid: one row per CPN / MPN / plant, one column per week (Monday)
// of the chosen date (ETA, ETA at the warehouse, demand), the open quantity summed; lines without
// that date fall in "no date". Quantities are whole numbers: summed exactly.
import type { V2VView } from '../../../resources/analysis/backlogV2V/model/wire';

export interface V2VLineRow {
  cpn: string;
  mpn: string;
  plant: string | null;
  qty: number | string;
  demand_date: string | null;
  eta: string | null;
  eta_wb: string | null;
}

export interface PivotRow {
  key: string;
  cpn: string;
  mpn: string;
  plant: string;
  byWeek: Record<string, number>;
  undated: number;
  total: number;
}

export interface Pivot {
  weeks: string[];
  rows: PivotRow[];
  weekTotals: Record<string, number>;
  undated: number;
  total: number;
}

export const VIEW_FIELD: Record<V2VView, 'eta' | 'eta_wb' | 'demand_date'> = { ETA: 'eta', ETAWB: 'eta_wb', Demand: 'demand_date' };

/** The Monday of a YYYY-MM-DD day's ISO week, as YYYY-MM-DD. */
export function weekOf(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  const dow = (new Date(t).getUTCDay() + 6) % 7;
  return new Date(t - dow * 86400000).toISOString().slice(0, 10);
}

export function pivot(lines: V2VLineRow[], view: V2VView): Pivot {
  const field = VIEW_FIELD[view];
  const rows = new Map<string, PivotRow>();
  const weeks = new Set<string>();
  const weekTotals: Record<string, number> = {};
  let undated = 0;
  let total = 0;
  for (const l of lines) {
    const qty = Number(l.qty);
    const key = `${l.cpn}\u0000${l.mpn}\u0000${l.plant ?? ''}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { key, cpn: l.cpn, mpn: l.mpn, plant: l.plant ?? '', byWeek: {}, undated: 0, total: 0 }));
    const day = l[field];
    if (day) {
      const w = weekOf(day.slice(0, 10));
      weeks.add(w);
      row.byWeek[w] = (row.byWeek[w] ?? 0) + qty;
      weekTotals[w] = (weekTotals[w] ?? 0) + qty;
    } else {
      row.undated += qty;
      undated += qty;
    }
    row.total += qty;
    total += qty;
  }
  const sorted = [...rows.values()].sort((a, b) => a.cpn.localeCompare(b.cpn) || a.mpn.localeCompare(b.mpn) || a.plant.localeCompare(b.plant));
  return { weeks: [...weeks].sort(), rows: sorted, weekTotals, undated, total };
}
