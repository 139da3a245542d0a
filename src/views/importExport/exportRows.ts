// The pure part of an export: records -> the sheet's rows (header first), cell by cell, with text a
// spreadsheet would evaluate kept as text. No React and no SheetJS here, so it is unit-tested alone.
import { formatDate } from '../../i18n/format';
import type { Field, ResourceDeclaration } from '../../schema';

export type ExportFormat = 'xlsx' | 'csv';
export type Cell = string | number | boolean | null;

/** Referenced record id (as text) -> what the export shows for it, per referencing field. */
export type ReferenceLabels = Record<string, ReadonlyMap<string, string>>;

/** First characters that make Excel, LibreOffice or Sheets read a cell as a formula (or DDE). */
const FORMULA_START = /^[=+\-@\t\r\0]/;

export const looksLikeFormula = (text: string) => FORMULA_START.test(text);

/**
 * An xlsx string cell (type 's') is never evaluated, so xlsx keeps the text as it is; a CSV has no
 * cell types, so the text gets the apostrophe spreadsheets read as "this is text".
 */
export function protectText(text: string, format: ExportFormat): string {
  return format === 'csv' && looksLikeFormula(text) ? `'${text}` : text;
}

/** `id` first, then the declared fields in declaration order: the columns an import reads back. */
export const exportColumns = (decl: ResourceDeclaration): string[] => ['id', ...Object.keys(decl.fields)];

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

function numberCell(value: unknown): Cell {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : String(value);
}

/** A calendar day stays that day: reading "2026-03-01T00:00Z" as a Date could shift it by the time zone. */
function dateCell(value: unknown): string {
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : formatDate(text);
}

function referenceText(value: unknown, labels: ReadonlyMap<string, string> | undefined): string {
  return labels?.get(String(value)) ?? String(value);
}

/** One value as its cell, before protection: enums keep their value so the file can be imported again. */
export function cellOf(field: Field | undefined, value: unknown, labels?: ReadonlyMap<string, string>): Cell {
  if (isBlank(value)) return null;
  switch (field?.kind) {
    case undefined:
    case 'integer':
    case 'decimal':
    case 'money':
      return numberCell(value);
    case 'boolean':
      return typeof value === 'boolean' ? value : String(value);
    case 'date':
      return dateCell(value);
    case 'reference':
      return referenceText(value, labels);
    case 'multiReference':
      return (Array.isArray(value) ? value : [value]).map((v) => referenceText(v, labels)).join(', ');
    case 'file':
      return typeof value === 'object' && value !== null && 'name' in value ? String(value.name) : String(value);
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return String(value);
  }
}

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
