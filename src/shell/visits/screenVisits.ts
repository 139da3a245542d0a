// Which screens a user opens, counted per screen path, so Home can offer shortcuts to them.
import type { RouteEntry } from '../../routes';

export type VisitCounts = Record<string, number>;

/** Counts kept per user; older, rarely used screens drop out past this many. */
export const MAX_TRACKED = 50;

export function recordVisit(counts: VisitCounts, path: string): VisitCounts {
  const next = { ...counts, [path]: (counts[path] ?? 0) + 1 };
  const paths = Object.keys(next);
  if (paths.length <= MAX_TRACKED) return next;
  const rarest = paths.filter((p) => p !== path).sort((a, b) => next[a] - next[b])[0];
  delete next[rarest];
  return next;
}

/** The most used of `entries` (ties keep menu order); the first entries when nothing is counted yet. */
export function topScreens(counts: VisitCounts, entries: RouteEntry[], n: number): RouteEntry[] {
  const used = entries.filter((e) => (counts[e.path] ?? 0) > 0).sort((a, b) => (counts[b.path] ?? 0) - (counts[a.path] ?? 0));
  const rest = entries.filter((e) => !used.includes(e));
  return [...used, ...rest].slice(0, n);
}
