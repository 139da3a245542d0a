/** One seed row: declared field names; a reference field holds the referenced record's natural key. */
export type SeedRow = Record<string, unknown>;

/** Drops keys whose value is undefined, so optional columns are simply absent from a row. */
export function row(values: SeedRow): SeedRow {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}
