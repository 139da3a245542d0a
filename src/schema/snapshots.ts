// Dated snapshots of a resource's rows (plain data; no imports, as types.ts refers to it): which
// fields identify a row across dates (`key`) and which are kept and compared (`fields`). The spec's
// "record" screens (backlog, forecast, EDI records: info/{date}, compare/{a}/{b}) are this.

export interface SnapshotDeclaration {
  key: string[];
  fields: string[];
}

/** Problems of a snapshot declaration against the declared field names. */
export function snapshotProblems(snapshots: SnapshotDeclaration | undefined, fieldNames: string[]): string[] {
  if (!snapshots) return [];
  const known = new Set(fieldNames);
  const problems: string[] = [];
  if (snapshots.key.length === 0) problems.push('snapshots.key names no field');
  for (const f of [...snapshots.key, ...snapshots.fields]) if (!known.has(f)) problems.push(`snapshots name unknown field "${f}"`);
  for (const f of snapshots.fields) if (snapshots.key.includes(f)) problems.push(`snapshots: "${f}" is in both key and fields`);
  return problems;
}

export type SnapshotValues = Record<string, unknown>;

export interface SnapshotChange {
  key: string;
  before: SnapshotValues;
  after: SnapshotValues;
  /** The kept fields whose values differ. */
  fields: string[];
}

export interface SnapshotComparison {
  added: SnapshotValues[];
  removed: SnapshotValues[];
  changed: SnapshotChange[];
}

/** A row's identity across dates: its key values, as JSON (the same on both sides). */
export const snapshotKey = (snapshots: SnapshotDeclaration, row: SnapshotValues) => JSON.stringify(snapshots.key.map((f) => row[f] ?? null));

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What changed from `first` to `second`: rows only in the second, only in the first, and changed ones. */
export function compareSnapshots(snapshots: SnapshotDeclaration, first: SnapshotValues[], second: SnapshotValues[]): SnapshotComparison {
  const before = new Map(first.map((r) => [snapshotKey(snapshots, r), r]));
  const after = new Map(second.map((r) => [snapshotKey(snapshots, r), r]));
  const out: SnapshotComparison = { added: [], removed: [], changed: [] };
  for (const [key, row] of after) {
    const old = before.get(key);
    if (!old) {
      out.added.push(row);
      continue;
    }
    const fields = snapshots.fields.filter((f) => !same(old[f], row[f]));
    if (fields.length) out.changed.push({ key, before: old, after: row, fields });
  }
  for (const [key, row] of before) if (!after.has(key)) out.removed.push(row);
  return out;
}
