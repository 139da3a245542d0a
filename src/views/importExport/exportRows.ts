// The pure part of an export: records -> the sheet's rows (header first), cell by cell, as the
// screen shows them (src/schema/sheetColumns.ts: enum labels, a reference's title and key), with
// text a spreadsheet would evaluate kept as text. No React and no SheetJS here, so it is unit-tested alone.
import type { Field, Locale, ResourceDeclaration } from '../../schema';
import { cellOf as cellOfField, looksLikeFormula, protectCsvText, type Cell } from '../../schema/cells';
import { exportSheetColumns, sheetCellOf, type FindResource, type SheetColumn } from '../../schema/sheetColumns';

export type ExportFormat = 'xlsx' | 'csv';
export type { Cell };

/** Referenced record id (as text) -> its key, per referencing field; absent: the keys are unknown. */
export type ReferenceLabels = Record<string, ReadonlyMap<string, string>>;

export { looksLikeFormula };

/**
 * An xlsx string cell (type 's') is never evaluated, so xlsx keeps the text as it is; a CSV has no
 * cell types, so the text gets the apostrophe spreadsheets read as "this is text".
 */
export const protectText = (text: string, format: ExportFormat): string => (format === 'csv' ? protectCsvText(text) : text);

/** `id` first, then the declared fields in declaration order: the fields an export covers. */
export const exportColumns = (decl: ResourceDeclaration): string[] => ['id', ...Object.keys(decl.fields)];

/** One value as its raw cell, before protection (see src/schema/cells.ts). */
export const cellOf = (field: Field | undefined, value: unknown, labels?: ReadonlyMap<string, string>): Cell =>
  cellOfField(field, value, labels && ((id) => labels.get(String(id))));

export interface ExportSheetInput {
  decl: ResourceDeclaration;
  /** Field name -> its label in the user's language (the id column's heading under `id`). */
  headers: Record<string, string>;
  records: readonly Record<string, unknown>[];
  /** Reference keys by field; a field without them (its resource unreadable) shows titles only. */
  labels?: ReferenceLabels;
  format: ExportFormat;
  locale?: Locale;
  /** A declaration by name (the registry's loaded declarations): a reference's title field and label. */
  find: FindResource;
}

/** The sheet's columns: a reference with known keys gets a title and a key column. */
export function exportSheetColumnsOf({ decl, headers, labels = {}, locale = 'en-US', find }: ExportSheetInput): SheetColumn[] {
  const columns = exportSheetColumns(decl, exportColumns(decl), { locale, find, idHeader: headers.id ?? 'ID', hasCodes: (name) => labels[name] !== undefined });
  return columns.map((c) => (c.role === 'code' || headers[c.name] === undefined ? c : { ...c, header: headers[c.name] }));
}

/** A reference's key(s) from the looked-up labels: ids without one keep the id, as the server does. */
function codeOf(value: unknown, keys: ReadonlyMap<string, string> | undefined): unknown {
  if (!keys || value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((id) => keys.get(String(id)) ?? String(id)).join(', ');
  return keys.get(String(value));
}

/** The header row, then one row per record; every text cell protected for the format. */
export function exportRows(input: ExportSheetInput): Cell[][] {
  const { decl, records, labels = {}, format, locale = 'en-US' } = input;
  const columns = exportSheetColumnsOf(input);
  const protect = (cell: Cell): Cell => (typeof cell === 'string' ? protectText(cell, format) : cell);
  const cells = columns.map((col) => {
    const cell = sheetCellOf(decl, col, locale);
    const keys = labels[col.name];
    const titleKey = `${col.name}__title`;
    return (record: Record<string, unknown>) => protect(cell({ value: record[col.name], code: codeOf(record[col.name], keys), title: record[titleKey] }));
  });
  const header = columns.map((col) => protect(col.header));
  return [header, ...records.map((record) => cells.map((cell) => cell(record)))];
}
