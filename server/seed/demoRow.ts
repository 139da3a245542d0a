// Helpers for modules' demo rows (a module's `demoRows`): no randomness, the same rows on every run.

/** One demo row: declared field names; a reference field holds the referenced record's natural key. */
export type SeedRow = Record<string, unknown>;

/** Drops keys whose value is undefined, so optional columns are simply absent from a row. */
export function row(values: SeedRow): SeedRow {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** FNV-1a: a stable 32-bit hash of a string, used where demo data needs "varied" numbers. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A value between lo and hi chosen by the key's hash, rounded to `scale` decimals. */
export function spread(key: string, lo: number, hi: number, scale = 0): number {
  const f = (hash(key) % 10007) / 10006;
  return Number((lo + f * (hi - lo)).toFixed(scale));
}

/** The element of `list` the key's hash picks. */
export const pickBy = <T>(key: string, list: readonly T[]): T => list[hash(key) % list.length];
