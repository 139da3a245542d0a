// The PSI grid's pure parts: which rows and columns are in view (the virtual window), the lines of a
// row (Demand, ESD, Balance), the what-if recomputation of one row, and the route's two segments.
import { colourOf, computeBlock, type PsiCell, type PsiColour } from '../../../contract/psi/engine';
import type { PsiBlock, PsiRow } from '../../../contract/psi/types';

export const LINE_HEIGHT = 28;
export const PERIOD_WIDTH = 88;
export const LINES = ['demand', 'esd', 'balance'] as const;
export type Line = (typeof LINES)[number];
/** Rows and columns rendered beyond the viewport each side, so a scroll step never shows a blank. */
export const OVERSCAN_ROWS = 2;
export const OVERSCAN_COLUMNS = 1;
/** Lines rendered ahead in the direction of a scroll (and one behind): a new window every few frames, not every frame. */
export const AHEAD_ROWS = 6;

export interface Window {
  firstLine: number;
  lastLine: number;
  firstPeriod: number;
  lastPeriod: number;
}

export interface View {
  scrollTop: number;
  scrollLeft: number;
  height: number;
  width: number;
  frozenWidth: number;
  lineCount: number;
  periodCount: number;
}

/** The grid lines and period columns in view of a scroll position (inclusive ranges, clamped), with overscan. */
export function visibleWindow(opts: View, overscanRows = OVERSCAN_ROWS, overscanColumns = OVERSCAN_COLUMNS): Window {
  const { scrollTop, scrollLeft, height, width, frozenWidth, lineCount, periodCount } = opts;
  const firstLine = Math.max(0, Math.floor(scrollTop / LINE_HEIGHT) - overscanRows);
  const lastLine = Math.min(lineCount - 1, Math.ceil((scrollTop + height) / LINE_HEIGHT) + overscanRows);
  const firstPeriod = Math.max(0, Math.floor(scrollLeft / PERIOD_WIDTH) - overscanColumns);
  const lastPeriod = Math.min(periodCount - 1, Math.ceil((scrollLeft + Math.max(0, width - frozenWidth)) / PERIOD_WIDTH) + overscanColumns);
  return { firstLine, lastLine, firstPeriod, lastPeriod };
}

/**
 * The window to render: the one rendered already while it still covers what is in view (so a scroll step
 * that stays inside it renders nothing), else the view with AHEAD_ROWS lines ahead in the scroll's direction,
 * one behind, and one column each side.
 */
export function nextWindow(current: Window | null, view: View, down = true): Window {
  const inView = visibleWindow(view, 0, 0);
  if (
    current &&
    current.firstLine <= inView.firstLine && current.lastLine >= inView.lastLine && current.lastLine < Math.max(1, view.lineCount) &&
    current.firstPeriod <= inView.firstPeriod && current.lastPeriod >= inView.lastPeriod && current.lastPeriod < Math.max(1, view.periodCount)
  ) {
    return current;
  }
  return {
    firstLine: Math.max(0, inView.firstLine - (down ? 1 : AHEAD_ROWS)),
    lastLine: Math.min(view.lineCount - 1, inView.lastLine + (down ? AHEAD_ROWS : 1)),
    firstPeriod: Math.max(0, inView.firstPeriod - OVERSCAN_COLUMNS),
    lastPeriod: Math.min(view.periodCount - 1, inView.lastPeriod + OVERSCAN_COLUMNS),
  };
}

/** The block a row shows: current or previous. */
export const blockOf = (row: PsiRow, previous: boolean): PsiBlock | null => (previous ? row.previous : row.current);

/** What-if edits of one row: period index -> the typed demand or ESD. */
export type Edits = Record<number, { demand?: string; esd?: string }>;

/** A row's block with the edits applied and every balance and the colour recomputed (nothing is saved). */
export function whatIf(row: PsiRow, block: PsiBlock, edits: Edits | undefined): { outcome: PsiCell[]; colour: PsiColour; firstNegative: number | null } {
  if (!edits || !Object.keys(edits).length) {
    const i = block.outcome.findIndex((c) => c.balance.startsWith('-'));
    return { outcome: block.outcome, colour: colourOf(i < 0 ? null : i + 1), firstNegative: i < 0 ? null : i + 1 };
  }
  const c = computeBlock({
    onHands: row.on_hands,
    onWays: row.on_ways,
    periods: block.outcome.map((o) => o.period),
    demand: block.outcome.map((o, i) => edits[i]?.demand ?? o.demand),
    esd: block.outcome.map((o, i) => edits[i]?.esd ?? o.esd),
  });
  return { outcome: c.outcome, colour: c.colour, firstNegative: c.firstNegative };
}

/** Periods (1-based) whose demand or ESD differs between the current and the previous block, within `weekCount`. */
export function changedPeriods(row: PsiRow, weekCount: number): Set<number> {
  const out = new Set<number>();
  if (!row.previous) return out;
  const prev = new Map(row.previous.outcome.map((c) => [c.period, c]));
  row.current.outcome.slice(0, weekCount).forEach((c, i) => {
    const p = prev.get(c.period);
    if (!p || p.demand !== c.demand || p.esd !== c.esd) out.add(i + 1);
  });
  return out;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The route's two segments: /{from}/{to} and /{fNo}/{bNo} have the same shape, told apart by form
 * (dates are YYYY-MM-DD, numbers are not). Dates: the PSI's date and its backlog date; numbers: the
 * forecast and the backlog. A missing or "-" segment reads as today.
 */
export function readSegments(a: string | undefined, b: string | undefined, today: string): { date?: string; backlog_date?: string; forecast_no?: string; backlog_no?: string } {
  const seg = (v: string | undefined) => (v && v !== '-' ? decodeURIComponent(v) : undefined);
  const [x, y] = [seg(a), seg(b)];
  const out: { date?: string; backlog_date?: string; forecast_no?: string; backlog_no?: string } = {};
  if (!x || ISO_DATE.test(x)) out.date = x ?? today;
  else out.forecast_no = x;
  if (!y || ISO_DATE.test(y)) out.backlog_date = y ?? (out.date ?? today);
  else out.backlog_no = y;
  return out;
}
