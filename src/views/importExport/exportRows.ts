// The pure part of an export: records -> the sheet's rows (header first), cell by cell, with text a
// spreadsheet would evaluate kept as text. No React and no SheetJS here, so it is unit-tested alone.
import type { Field, ResourceDeclaration } from '../../schema';
import { cellOf as cellOfField, looksLikeFormula, protectCsvText, type Cell } from '../../schema/cells';

export type ExportFormat = 'xlsx' | 'csv';
export type { Cell };

/** Referenced record id (as text) -> what the export shows for it, per referencing field. */
export type ReferenceLabels = Record<string, ReadonlyMap<string, string>>;

export { looksLikeFormula };

/**
 * An xlsx string cell (type 's') is never evaluated, so xlsx keeps the text as it is; a CSV has no
 * cell types, so the text gets the apostrophe spreadsheets read as "this is text".
 */
export const protectText = (text: string, format: ExportFormat): string => (format === 'csv' ? protectCsvText(text) : text);

/** `id` first, then the declared fields in declaration order: the columns an import reads back. */
export const exportColumns = (decl: ResourceDeclaration): string[] => ['id', ...Object.keys(decl.fields)];

/** One value as its cell, before protection (see src/schema/cells.ts). */
export const cellOf = (field: Field | undefined, value: unknown, labels?: ReadonlyMap<string, string>): Cell =>
  cellOfField(field, value, labels && ((id) => labels.get(String(id))));

export interface ExportSheetInput {
  decl: ResourceDeclaration;
  /** Column name -> its label in the user's language. */
  headers: Record<string, string>;
  records: readonly Record<string, unknown>[];
  labels?: ReferenceLabels;
  format: ExportFormat;
}

/** The header row, then one row per record; every text cell protected for the format. */
export function exportRows({ decl, headers, records, labels = {}, format }: ExportSheetInput): Cell[][] {
  const columns = exportColumns(decl);
  const protect = (cell: Cell): Cell => (typeof cell === 'string' ? protectText(cell, format) : cell);
  const header = columns.map((name) => protect(headers[name] ?? name));
  const body = records.map((record) => columns.map((name) => protect(cellOf(decl.fields[name], record[name], labels[name]))));
  return [header, ...body];
}
