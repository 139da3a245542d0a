// The query part of a report (plain data, no imports: types.ts refers to it). A report's rows are
// the rows of `source` grouped by `groupBy`, each with its measures and, with a pivot, one column
// per period of the year (the year is then a group column of its own).

type Label = { en: string; zh: string };

/** `count` counts rows (or, with a field, rows where it is set); `sum` adds a numeric field exactly. */
export type Measure = { label: Label } & ({ fn: 'count'; field?: string } | { fn: 'sum'; field: string });

export interface ReportPivot {
  /** A date field of the source. */
  date: string;
  by: 'month' | 'quarter';
  /** What each period's column holds: the sum of this numeric field of the source. */
  sum: string;
}

export interface ReportQuery {
  /** The declared resource whose rows are grouped. */
  source: string;
  groupBy: string[];
  measures: Record<string, Measure>;
  pivot?: ReportPivot;
}

/** The pivot's column names, in order: q1..q4 or m01..m12. */
export function pivotColumns(pivot: ReportPivot): string[] {
  return pivot.by === 'quarter' ? ['q1', 'q2', 'q3', 'q4'] : Array.from({ length: 12 }, (_, i) => `m${String(i + 1).padStart(2, '0')}`);
}

/** The group column a pivot adds: the year of the date field. */
export const PIVOT_YEAR = 'year';
