// Which columns a file has, how they are headed, and which field a heading names. Exports, templates
// and imports share these rules so that an exported file can be imported again unchanged.
import type { Field, Locale, ResourceDeclaration } from '../../src/schema';
import { ieText } from './messages';
import { labelIn } from '../../src/schema';
import { headerFields, importableFields } from '../../src/schema/sheetColumns';

export type FindDeclaration = (name: string) => ResourceDeclaration | undefined;

export { referenceKeyField } from '../../src/schema/cells';

/** `id` first, then every declared field in declaration order (as the browser's export does). */
export const exportColumns = (decl: ResourceDeclaration): string[] => ['id', ...Object.keys(decl.fields)];

export { importableFields };

/** A template shows what an import reads: no id (records are matched by their natural key). */
export const templateColumns = importableFields;

export function columnHeader(decl: ResourceDeclaration, name: string, locale: Locale): string {
  const field = decl.fields[name];
  if (!field) return ieText(locale, 'idHeader');
  return labelIn(field.label, locale);
}

export const fieldLabel = (field: Field, locale: Locale) => (labelIn(field.label, locale));

/** Column index -> importable field, from the header row (the shared rule: sheetColumns.ts headerFields). */
export function mapHeader(decl: ResourceDeclaration, header: readonly unknown[]): Map<number, string> {
  const columns = new Map<number, string>();
  headerFields(decl, header).forEach((name, index) => name && columns.set(index, name));
  return columns;
}
