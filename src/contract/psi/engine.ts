// The PSI engine (issue 26, R24/R25): one pure computation shared by the server (the PSI calls, the
// export) and the browser (the grid's what-if mode). Quantities are exact: decimal strings of up to 3
// places, computed as integers of thousandths (signed: a balance goes negative).
//
//   Balance(p) = on_hands + on_ways + Σ_{q ≤ p} (ESD(q) − Demand(q))
//
// The colour class comes from the first period whose balance is negative: periods 1–4 red, 5–8
// yellow, 9 or later blue, never negative green.

const PATTERN = /^(-)?(\d{1,13})(?:\.(\d{1,3})\d*)?$/;

/** Thousandths of a decimal string or number ("1,200" reads 1200); 0 for blank or unreadable text. */
export function milli(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 1000) : 0;
  if (typeof value !== 'string') return 0;
  const m = PATTERN.exec(value.replace(/[,\s]/g, ''));
  if (!m) return 0;
  const units = Number(m[2]) * 1000 + Number((m[3] ?? '').padEnd(3, '0'));
  return m[1] && units ? -units : units;
}

/** Whether a typed quantity is a non-negative decimal of at most 3 places (what-if cells). */
export const isQuantity = (value: string) => /^\d{1,13}(?:\.\d{1,3})?$/.test(value.replace(/[,\s]/g, ''));

/** The decimal string of thousandths, without trailing zeros. */
export function decimal(units: number): string {
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  const frac = String(abs % 1000).padStart(3, '0').replace(/0+$/, '');
  return `${sign}${Math.floor(abs / 1000)}${frac ? `.${frac}` : ''}`;
}

export type PsiColour = 'red' | 'yellow' | 'blue' | 'green';

/** R24: the colour of a row whose balance first goes negative in period `first` (1-based; null: never). */
export function colourOf(first: number | null): PsiColour {
  if (first === null) return 'green';
  if (first <= 4) return 'red';
  if (first <= 8) return 'yellow';
  return 'blue';
}

/** A row's status word, one per colour (the PSI status call counts rows by it). */
export const STATUS_OF: Record<PsiColour, PsiStatus> = { red: 'shortage', yellow: 'warning', blue: 'watch', green: 'covered' };
export type PsiStatus = 'shortage' | 'warning' | 'watch' | 'covered';
export const PSI_STATUSES: PsiStatus[] = ['shortage', 'warning', 'watch', 'covered'];

/** One period of a block: what is demanded, what arrives and the balance after it (decimal strings). */
export interface PsiCell {
  /** The period's first day, YYYY-MM-DD (a Monday for weeks, the 1st for months). */
  period: string;
  demand: string;
  esd: string;
  balance: string;
}

/** The inputs of one row's block: stock, and per period what is demanded and what arrives. */
export interface PsiInputs {
  onHands: unknown;
  onWays: unknown;
  periods: string[];
  demand: unknown[];
  esd: unknown[];
}

export interface PsiComputed {
  outcome: PsiCell[];
  totalDemand: string;
  totalESD: string;
  /** 1-based period whose balance first goes negative, null when it never does. */
  firstNegative: number | null;
  colour: PsiColour;
}

/** Every balance of a block, its totals and its colour. */
export function computeBlock(input: PsiInputs): PsiComputed {
  let balance = milli(input.onHands) + milli(input.onWays);
  let totalDemand = 0;
  let totalEsd = 0;
  let firstNegative: number | null = null;
  const outcome: PsiCell[] = input.periods.map((period, i) => {
    const d = milli(input.demand[i]);
    const e = milli(input.esd[i]);
    totalDemand += d;
    totalEsd += e;
    balance += e - d;
    if (balance < 0 && firstNegative === null) firstNegative = i + 1;
    return { period, demand: decimal(d), esd: decimal(e), balance: decimal(balance) };
  });
  return { outcome, totalDemand: decimal(totalDemand), totalESD: decimal(totalEsd), firstNegative, colour: colourOf(firstNegative) };
}

/** The colour of a computed outcome (the first negative balance), e.g. of a block read from the wire. */
export function colourOfOutcome(outcome: Pick<PsiCell, 'balance'>[]): PsiColour {
  const i = outcome.findIndex((c) => milli(c.balance) < 0);
  return colourOf(i < 0 ? null : i + 1);
}

// ---- periods ---------------------------------------------------------------------------------------

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const parse = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The Monday of a date's week (ISO weeks), YYYY-MM-DD. */
export function weekStart(date: string): string {
  const t = parse(date);
  const dow = (new Date(t).getUTCDay() + 6) % 7;
  return iso(t - dow * DAY);
}

/** `count` week starts from the week of `date`. */
export function weeksFrom(date: string, count: number): string[] {
  const first = parse(weekStart(date));
  return Array.from({ length: count }, (_, i) => iso(first + i * 7 * DAY));
}

/** The first day of a date's month, YYYY-MM-DD. */
export const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

/**
 * Weekly inputs rolled up to months (`period=month`): a week belongs to the month of its Monday; each
 * month's demand and ESD are its weeks' sums, so its balance is the balance after its last week.
 */
export function rollUpMonths(input: PsiInputs): PsiInputs {
  const periods: string[] = [];
  const demand: number[] = [];
  const esd: number[] = [];
  input.periods.forEach((week, i) => {
    const month = monthOf(week);
    if (periods[periods.length - 1] !== month) {
      periods.push(month);
      demand.push(0);
      esd.push(0);
    }
    demand[demand.length - 1] += milli(input.demand[i]);
    esd[esd.length - 1] += milli(input.esd[i]);
  });
  return { onHands: input.onHands, onWays: input.onWays, periods, demand: demand.map(decimal), esd: esd.map(decimal) };
}

// ---- delta -----------------------------------------------------------------------------------------

/** Delta PSI's default horizon in weeks (the spec's `week_count`). */
export const DELTA_WEEK_COUNT = 16;

export interface PsiDelta {
  /** Per period within the horizon: current − previous demand, ESD and balance. */
  cells: { period: string; demand: string; esd: string; balance: string }[];
  totalDemand: string;
  totalESD: string;
  /** 1-based periods whose demand or ESD changed (the grid highlights them). */
  changed: number[];
}

/** What changed between the previous and the current block over the first `weekCount` periods. */
export function deltaOf(current: PsiCell[], previous: PsiCell[] | null, weekCount = DELTA_WEEK_COUNT): PsiDelta {
  const byPeriod = new Map((previous ?? []).map((c) => [c.period, c]));
  let td = 0;
  let te = 0;
  const changed: number[] = [];
  const cells = current.slice(0, weekCount).map((c, i) => {
    const p = byPeriod.get(c.period);
    const d = milli(c.demand) - milli(p?.demand);
    const e = milli(c.esd) - milli(p?.esd);
    td += d;
    te += e;
    if (d !== 0 || e !== 0) changed.push(i + 1);
    return { period: c.period, demand: decimal(d), esd: decimal(e), balance: decimal(milli(c.balance) - milli(p?.balance)) };
  });
  return { cells, totalDemand: decimal(td), totalESD: decimal(te), changed };
}
