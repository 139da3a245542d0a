// A reference column shows the record's title (from the list answer's `<field>__title`) and, beside
// it, the record's key, which the import matches: the keys are read with getMany, 500 ids at a
// time, each once. A user who may not read the referenced resource gets the titles alone
// (readable, and an import of them says which title is no key rather than guessing).
import type { DataProvider, RaRecord } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../config';
import { raName } from '../../schema/names';
import type { ResourceDeclaration } from '../../schema';
// Shared with the server's export and import, so an exported file imports back.
import { referenceKeyField } from '../../schema/cells';
import type { ReferenceLabels } from './exportRows';

/** Referenced resource name -> (id -> label); shared by fields that reference the same resource. */
export type LabelCache = Map<string, Map<string, string>>;

function idsOf(records: readonly RaRecord[], field: string): string[] {
  const ids = new Set<string>();
  for (const record of records) {
    const value: unknown = record[field];
    for (const id of Array.isArray(value) ? value : [value]) if (id !== null && id !== undefined && id !== '') ids.add(String(id));
  }
  return [...ids];
}

async function loadLabels(dataProvider: DataProvider, target: ResourceDeclaration, ids: string[], known: Map<string, string>, signal?: AbortSignal) {
  const keyField = referenceKeyField(target);
  if (!keyField) return;
  const missing = ids.filter((id) => !known.has(id));
  for (let i = 0; i < missing.length; i += MAX_PAGE_SIZE) {
    signal?.throwIfAborted();
    const { data } = await dataProvider.getMany(raName(target), { ids: missing.slice(i, i + MAX_PAGE_SIZE), signal });
    for (const record of data) known.set(String(record.id), String(record[keyField] ?? record.id));
  }
}

export interface ReferenceLabelOptions {
  /** Whether the user may read a resource; asked first, so no refused (403) lookup is sent. */
  mayRead?: (target: ResourceDeclaration) => Promise<boolean>;
  cache?: LabelCache;
  signal?: AbortSignal;
}

/** A referenced declaration by name (the registry's loaded declarations). */
export type GetResource = (name: string) => ResourceDeclaration;

/** The keys of every reference field of `decl` that the records use and the user may read. */
export async function fetchReferenceLabels(
  dataProvider: DataProvider,
  decl: ResourceDeclaration,
  records: readonly RaRecord[],
  getResource: GetResource,
  { mayRead = async () => true, cache = new Map(), signal }: ReferenceLabelOptions = {},
): Promise<ReferenceLabels> {
  const labels: ReferenceLabels = {};
  for (const [name, field] of Object.entries(decl.fields)) {
    if (field.kind !== 'reference' && field.kind !== 'multiReference') continue;
    const target = getResource(field.reference);
    // Not readable: no keys, so the export shows the titles the answer carries (exportRows).
    if (!(await mayRead(target))) continue;
    let known = cache.get(target.name);
    if (!known) cache.set(target.name, (known = new Map()));
    await loadLabels(dataProvider, target, idsOf(records, name), known, signal);
    labels[name] = known;
  }
  return labels;
}
