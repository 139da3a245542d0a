// Reference columns are exported as the referenced record's key, not its id: the id means nothing
// in a spreadsheet. The referenced records are read with getMany, 500 ids at a time, each once.
// A user who may not read the referenced resource gets the titles the list answer carries
// (`<field>__title`) instead: readable, though an import matches by key only.
import type { DataProvider, RaRecord } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../config';
import { getResource, raName } from '../../resources';
import type { Field, ResourceDeclaration } from '../../schema';
import type { ReferenceLabels } from './exportRows';

const SCALAR_KEY_KINDS = new Set<Field['kind']>(['text', 'integer', 'decimal', 'money', 'date', 'enum', 'boolean']);

/**
 * Names a referenced record in a file: its one-field natural key, else its title field; undefined
 * when that field cannot sit in a cell (the file then keeps the id). The server's export and import
 * use the same rule (server/importExport/columns.ts), so an exported file imports back.
 */
export function referenceKeyField(target: ResourceDeclaration): string | undefined {
  const name = target.naturalKey?.length === 1 ? target.naturalKey[0] : target.titleField;
  const field = target.fields[name];
  return field && SCALAR_KEY_KINDS.has(field.kind) ? name : undefined;
}

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

/** id -> title from the `<field>__title` the API sends with each record (an array for multi-references). */
export function titlesFromRecords(records: readonly RaRecord[], field: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const record of records) {
    const ids: unknown = record[field];
    const title: unknown = record[`${field}__title`];
    const pairs = Array.isArray(ids) ? ids.map((id, i) => [id, Array.isArray(title) ? title[i] : undefined]) : [[ids, title]];
    for (const [id, t] of pairs) if (id !== null && id !== undefined && t !== null && t !== undefined) titles.set(String(id), String(t));
  }
  return titles;
}

export interface ReferenceLabelOptions {
  /** Whether the user may read a resource; asked first, so no refused (403) lookup is sent. */
  mayRead?: (target: ResourceDeclaration) => Promise<boolean>;
  cache?: LabelCache;
  signal?: AbortSignal;
}

/** The labels of every reference field of `decl` that the records use. */
export async function fetchReferenceLabels(
  dataProvider: DataProvider,
  decl: ResourceDeclaration,
  records: readonly RaRecord[],
  { mayRead = async () => true, cache = new Map(), signal }: ReferenceLabelOptions = {},
): Promise<ReferenceLabels> {
  const labels: ReferenceLabels = {};
  for (const [name, field] of Object.entries(decl.fields)) {
    if (field.kind !== 'reference' && field.kind !== 'multiReference') continue;
    const target = getResource(field.reference);
    if (!(await mayRead(target))) {
      labels[name] = titlesFromRecords(records, name);
      continue;
    }
    let known = cache.get(target.name);
    if (!known) cache.set(target.name, (known = new Map()));
    await loadLabels(dataProvider, target, idsOf(records, name), known, signal);
    labels[name] = known;
  }
  return labels;
}
