// The columns of an export or template as a user reads them, shared by the server's files and the
// browser's export so both write the same sheet an import reads back. Enums show their label in
// the user's language (the import reads labels in either language); a reference shows its record's
// title, with the record's key in a second "<label> code" column when the key is not the title,
// because the import matches records by key. A template has the key column only.
import { cellConverter, referenceKeyField, type Cell } from './cells';
import { labelIn } from './messages';
import type { EnumField, Field, Label, Locale, ResourceDeclaration } from './types';

/** value: the field as the screen shows it; title / code: a reference's title and key. */
export type SheetColumnRole = 'value' | 'title' | 'code';
/** How the sheet stores a column's cells: dates as real dates, the rest as their cell type. */
export type SheetColumnFormat = 'general' | 'date';

export interface SheetColumn {
  name: string;
  role: SheetColumnRole;
  header: string;
  format: SheetColumnFormat;
  /** An enum's labels in the user's language: a template offers them as a drop-down. */
  allowed?: string[];
}

export type FindResource = (name: string) => ResourceDeclaration | undefined;

/** The heading of a reference's key column, in both languages ("Manufacturer code", "制造商编码"). */
export const codeHeading = (label: Label): Label => ({ en: `${label.en} code`, zh: `${label.zh}编码` });

const isReference = (field: Field | undefined) => field?.kind === 'reference' || field?.kind === 'multiReference';

/** Whether a reference gets a title column beside its key column: its key is not its title. */
export function hasTitleColumn(field: Field | undefined, find: FindResource): boolean {
  if (!field || (field.kind !== 'reference' && field.kind !== 'multiReference')) return false;
  const target = find(field.reference);
  const key = target && referenceKeyField(target);
  return key !== undefined && key !== target!.titleField;
}

const format = (field: Field | undefined): SheetColumnFormat => (field?.kind === 'date' ? 'date' : 'general');

function column(decl: ResourceDeclaration, name: string, role: SheetColumnRole, locale: Locale, idHeader: string): SheetColumn {
  const field = decl.fields[name];
  const label = field ? labelIn(field.label, locale) : idHeader;
  const header = role === 'code' ? labelIn(codeHeading(field!.label), locale) : label;
  const allowed = field?.kind === 'enum' ? field.options.map((o) => labelIn(o.label, locale)) : undefined;
  return { name, role, header, format: format(field), ...(allowed ? { allowed } : {}) };
}

export interface SheetColumnOptions {
  locale: Locale;
  find: FindResource;
  /** The heading of the id column. */
  idHeader: string;
  /** Whether the keys of a reference are known (a user who may not read its resource has titles only). */
  hasCodes?: (name: string) => boolean;
}

/** An export's columns for these fields (id and declared names, in order). */
export function exportSheetColumns(decl: ResourceDeclaration, names: string[], opts: SheetColumnOptions): SheetColumn[] {
  const { locale, find, idHeader, hasCodes = () => true } = opts;
  return names.flatMap((name) => {
    const field = decl.fields[name];
    if (!isReference(field)) return [column(decl, name, 'value', locale, idHeader)];
    if (!hasTitleColumn(field, find)) return [column(decl, name, 'value', locale, idHeader)];
    const title = column(decl, name, 'title', locale, idHeader);
    return hasCodes(name) ? [title, column(decl, name, 'code', locale, idHeader)] : [title];
  });
}

/** A template's columns: what an import reads, a reference by its key column alone. */
export function templateSheetColumns(decl: ResourceDeclaration, names: string[], opts: SheetColumnOptions): SheetColumn[] {
  return names.map((name) => column(decl, name, hasTitleColumn(decl.fields[name], opts.find) ? 'code' : 'value', opts.locale, opts.idHeader));
}

/** An enum value's label in the locale; an unknown value stays as it is. */
export function enumLabeller(field: EnumField, locale: Locale): (value: string) => string {
  const labels = new Map(field.options.map((o) => [o.value, labelIn(o.label, locale)]));
  return (value) => labels.get(value) ?? value;
}

/** The values a column's cell is made from: the field's value, and a reference's title and key. */
export interface ColumnValues {
  value: unknown;
  /** A reference's title (an array for a multi-reference). */
  title?: unknown;
  /** A reference's key as text (joined with ", " for a multi-reference). */
  code?: unknown;
}

const joined = (value: unknown) => (Array.isArray(value) ? value.filter((v) => v !== null && v !== undefined).join(', ') : value);

/** A column's cell converter, chosen once per column (exports convert many rows). */
export function sheetCellOf(decl: ResourceDeclaration, col: SheetColumn, locale: Locale): (values: ColumnValues) => Cell {
  const field = decl.fields[col.name];
  const convert = cellConverter(field);
  if (field?.kind === 'enum') {
    const label = enumLabeller(field, locale);
    return ({ value }) => {
      const cell = convert(value);
      return typeof cell === 'string' ? label(cell) : cell;
    };
  }
  if (col.role === 'title') return ({ value, title, code }) => convert(value, joined(title ?? code));
  // A key column, or a reference whose key is its title: the key, else the title the answer carried.
  if (isReference(field)) return ({ value, title, code }) => convert(value, joined(code ?? title));
  return ({ value }) => convert(value);
}

const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Fields an import writes: what a client may write, except files (a cell cannot carry one). */
export const importableFields = (decl: ResourceDeclaration): string[] =>
  Object.entries(decl.fields)
    .filter(([, field]) => !field.readOnly && field.kind !== 'file')
    .map(([name]) => name);

/**
 * Per column of a header row, the field an import fills from it (undefined: not read). A heading is
 * a field's label in either language or its name; a reference's "<label> code" column is read in
 * preference to its label column (an export's title column). `id`, unknown headings and a second
 * column for the same field are not read. The server's import and the browser's preview share it.
 */
export function headerFields(decl: ResourceDeclaration, header: readonly unknown[]): (string | undefined)[] {
  const byHeading = new Map<string, { name: string; code: boolean }>();
  const add = (heading: string, name: string, code: boolean) => {
    if (!byHeading.has(normalize(heading))) byHeading.set(normalize(heading), { name, code });
  };
  const names = importableFields(decl);
  for (const name of names) for (const heading of [name, decl.fields[name].label.en, decl.fields[name].label.zh]) add(heading, name, false);
  // After every label, so a field labelled "X code" keeps its column.
  for (const name of names) {
    const field = decl.fields[name];
    if (!isReference(field)) continue;
    const heading = codeHeading(field.label);
    for (const text of [heading.en, heading.zh, `${name} code`]) add(text, name, true);
  }
  const chosen = new Map<string, { index: number; code: boolean }>();
  header.forEach((cell, index) => {
    if (cell === null || cell === undefined) return;
    const found = byHeading.get(normalize(String(cell)));
    if (!found) return;
    const taken = chosen.get(found.name);
    if (!taken || (found.code && !taken.code)) chosen.set(found.name, { index, code: found.code });
  });
  const out: (string | undefined)[] = header.map(() => undefined);
  for (const [name, { index }] of chosen) out[index] = name;
  return out;
}
