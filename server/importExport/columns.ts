// Which columns a file has, how they are headed, and which field a heading names. Exports, templates
// and imports share these rules so that an exported file can be imported again unchanged.
import type { Field, Locale, ResourceDeclaration } from '../../src/schema';
import { ieText } from './messages';

export type FindDeclaration = (name: string) => ResourceDeclaration | undefined;

const SCALAR_KEY_KINDS = new Set<Field['kind']>(['text', 'integer', 'decimal', 'money', 'date', 'enum', 'boolean']);

/**
 * The field that names a referenced record in a file: its one-field natural key, else its title
 * field (the browser's export uses the same rule). Undefined when that field cannot be written in a
 * cell (a reference itself, JSON...): the file then holds the id.
 */
export function referenceKeyField(target: ResourceDeclaration): string | undefined {
  const name = target.naturalKey?.length === 1 ? target.naturalKey[0] : target.titleField;
  const field = target.fields[name];
  return field && SCALAR_KEY_KINDS.has(field.kind) ? name : undefined;
}

/** `id` first, then every declared field in declaration order (as the browser's export does). */
export const exportColumns = (decl: ResourceDeclaration): string[] => ['id', ...Object.keys(decl.fields)];

/** Fields an import writes: what a client may write, except files (a cell cannot carry one). */
export const importableFields = (decl: ResourceDeclaration): string[] =>
  Object.entries(decl.fields)
    .filter(([, field]) => !field.readOnly && field.kind !== 'file')
    .map(([name]) => name);

/** A template shows what an import reads: no id (records are matched by their natural key). */
export const templateColumns = importableFields;

export function columnHeader(decl: ResourceDeclaration, name: string, locale: Locale): string {
  const field = decl.fields[name];
  if (!field) return ieText(locale, 'idHeader');
  return locale === 'zh-CN' ? field.label.zh : field.label.en;
}

export const fieldLabel = (field: Field, locale: Locale) => (locale === 'zh-CN' ? field.label.zh : field.label.en);

const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Column index -> importable field, from the header row. A heading may be the field's label in
 * either language or its name. Unknown headings, `id` and a second column for the same field are
 * not read.
 */
export function mapHeader(decl: ResourceDeclaration, header: readonly unknown[]): Map<number, string> {
  const byHeading = new Map<string, string>();
  for (const name of importableFields(decl)) {
    const field = decl.fields[name];
    for (const heading of [name, field.label.en, field.label.zh]) {
      if (!byHeading.has(normalize(heading))) byHeading.set(normalize(heading), name);
    }
  }
  const columns = new Map<number, string>();
  const taken = new Set<string>();
  header.forEach((cell, index) => {
    if (cell === null || cell === undefined) return;
    const name = byHeading.get(normalize(String(cell)));
    if (!name || taken.has(name)) return;
    taken.add(name);
    columns.set(index, name);
  });
  return columns;
}
