// Medians of repeated runs after a few warm-up runs, so one slow run (a GC, a neighbour's job on a
// shared machine) does not decide a ratio.
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function timeMedian(fn: () => Promise<unknown>, runs: number, warmups = 3): Promise<number> {
  for (let i = 0; i < warmups; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return median(samples);
}

export async function timeOnce<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await fn();
  return { ms: performance.now() - t, value };
}

export const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

/**
 * Medians of two measured functions, run in alternation (a, b, a, b ...) after warm-ups, so both
 * see the same moments of a shared machine's load.
 */
export async function timeSideBySide(a: () => Promise<unknown>, b: () => Promise<unknown>, runs: number, warmups = 3): Promise<[number, number]> {
  for (let i = 0; i < warmups; i++) {
    await a();
    await b();
  }
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < runs; i++) {
    as.push((await timeOnce(a)).ms);
    bs.push((await timeOnce(b)).ms);
  }
  return [median(as), median(bs)];
}
