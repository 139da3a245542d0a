// Repeated timings, farm-bench style: warm-ups, then alternating runs of the two sides, each side
// reported as min / median / max, and the ratio of the medians.
import { median } from '../lib/timing';

export interface Stats {
  min: number;
  median: number;
  max: number;
}

const stats = (xs: number[]): Stats => ({ min: Math.min(...xs), median: median(xs), max: Math.max(...xs) });
export const show = (s: Stats) => `${s.min.toFixed(2)} / ${s.median.toFixed(2)} / ${s.max.toFixed(2)}`;

/** Runs `prepare` (untimed) before each timed run of a and of b, alternating a, b, a, b ... */
export async function sideBySide(a: () => Promise<unknown>, b: () => Promise<unknown>, runs: number, warmups: number, prepare: () => Promise<unknown> = async () => {}): Promise<[Stats, Stats]> {
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < warmups + runs; i++) {
    for (const [fn, out] of [[a, as], [b, bs]] as const) {
      await prepare();
      const t = performance.now();
      await fn();
      if (i >= warmups) out.push(performance.now() - t);
    }
  }
  return [stats(as), stats(bs)];
}
