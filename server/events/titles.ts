// Events name the records they reference: a before/after value of a reference field gets its
// `<field>__title` (the customer's name, not "29"), read on the way out, a page at a time, one
// statement per referenced table. The events table keeps the ids as written; a title is the
// referenced record's current one. Titles are never guarded (defineResource refuses a guarded title
// field), and a guarded reference is already taken out by guardEvents, so no title says more than
// the reader may see.
import type { Kysely } from 'kysely';
import type { EventEntry } from '../../src/contract/eventEntry';
import type { ResourceDeclaration } from '../../src/schema';
import { readReferenceTitles, titleKey } from '../records/referenceTitles';
import { idValue } from '../records/request';
import type { DB } from '../db/types';

type Snapshot = Record<string, unknown>;

const snapshot = (v: unknown): v is Snapshot => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown) => idValue(v) !== undefined;
/** Only the ids worth a look-up: an old event may hold anything, and a bad one must not fail the page. */
const idsOnly = (row: Snapshot, fields: string[]): Snapshot =>
  Object.fromEntries(fields.map((f) => [f, Array.isArray(row[f]) ? (row[f] as unknown[]).filter(isId) : isId(row[f]) ? row[f] : null]));
const referenceNames = (decl: ResourceDeclaration) => Object.entries(decl.fields).filter(([, f]) => f.kind === 'reference' || f.kind === 'multiReference').map(([name]) => name);

/** The events with their snapshots' references titled (copies; the answer's own objects are not shared). */
export async function titleEventReferences(db: Kysely<DB>, list: EventEntry[], resources: ResourceDeclaration[]): Promise<EventEntry[]> {
  const byName = new Map(resources.map((d) => [d.name, d]));
  const titled = list.map((e) => ({ ...e, before: snapshot(e.before) ? { ...e.before } : e.before, after: snapshot(e.after) ? { ...e.after } : e.after }));
  const snapshotsOf = new Map<ResourceDeclaration, Snapshot[]>();
  for (const e of titled) {
    const decl = byName.get(e.resource);
    if (!decl) continue;
    const own = [e.before, e.after].filter(snapshot);
    if (own.length) snapshotsOf.set(decl, [...(snapshotsOf.get(decl) ?? []), ...own]);
  }
  for (const [decl, rows] of snapshotsOf) {
    const fields = referenceNames(decl);
    if (!fields.length) continue;
    const titles = await readReferenceTitles(db, byName, decl, rows.map((r) => idsOnly(r, fields)));
    for (const [field, found] of titles) {
      for (const row of rows) {
        const v = row[field];
        if (v === null || v === undefined || row[titleKey(field)] !== undefined) continue;
        const title = (id: unknown) => (isId(id) ? (found.get(Number(id)) ?? null) : null);
        row[titleKey(field)] = Array.isArray(v) ? v.map(title) : title(v);
      }
    }
  }
  return titled;
}
