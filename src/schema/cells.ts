// One field value as a spreadsheet cell, and spreadsheet formula injection: shared by the server's
// export and the browser's paged export, so both write the same file an import reads back.
import type { Field } from './types';

export type Cell = string | number | boolean | null;

/** First characters that make Excel, LibreOffice or Sheets read a cell as a formula (or DDE). */
const FORMULA_START = /^[=+\-@\t\r\0]/;

export const looksLikeFormula = (text: string) => FORMULA_START.test(text);

/**
 * CSV has no cell types, so such text is written with a leading single quote, as OWASP's
 * "CSV Injection" page advises: spreadsheets then show it as text. (In xlsx the same text is a
 * string cell, type 's', which no spreadsheet evaluates: nothing to add there.)
 */
export const protectCsvText = (text: string) => (looksLikeFormula(text) ? `'${text}` : text);

/** Undoes protectCsvText on import, so an exported CSV imports back unchanged. */
export const unprotectText = (text: string) => (text.startsWith("'") && looksLikeFormula(text.slice(1)) ? text.slice(1) : text);

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day stays that day: reading "2026-03-01T00:00Z" as a Date could shift it by the time zone. */
function dateText(value: unknown): string {
  if (value instanceof Date) return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  return String(value).slice(0, 10);
}

function numberCell(value: unknown): Cell {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : String(value);
}

/** How a referenced record appears in the file (its key or name); undefined keeps the id. */
export type ReferenceText = (id: unknown) => string | undefined;

/**
 * A value's cell converter, its field kind chosen once (an export converts many values of one
 * column). `known` is a reference's text already looked up by the caller (the server's export joins
 * the keys in its query); null or undefined leaves it to `referenceText`.
 */
export type CellConverter = (value: unknown, known?: unknown) => Cell;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

export function cellConverter(field: Field | undefined, referenceText?: ReferenceText): CellConverter {
  const reference = (v: unknown) => referenceText?.(v) ?? String(v);
  const kindCell = ((): CellConverter => {
    switch (field?.kind) {
      case undefined:
      case 'integer':
      case 'decimal':
      case 'money':
        return numberCell;
      case 'boolean':
        return (value) => (typeof value === 'boolean' ? value : String(value));
      case 'date':
        return dateText;
      case 'datetime':
        return (value) => (value instanceof Date ? value.toISOString() : String(value));
      case 'reference':
        // A dangling or key-less reference keeps its id, which an import also accepts.
        return (value, known) => {
          const text = known ?? referenceText?.(value);
          return text === null || text === undefined ? numberCell(value) : String(text);
        };
      case 'multiReference':
        return (value, known) => (known !== null && known !== undefined ? String(known) : (Array.isArray(value) ? value : [value]).map(reference).join(', '));
      case 'json':
        return (value) => (typeof value === 'string' ? value : JSON.stringify(value));
      case 'file':
        return (value) => (typeof value === 'object' && value !== null && 'name' in value ? String(value.name) : String(value));
      default:
        return (value) => String(value);
    }
  })();
  // Blank values are empty cells.
  return (value, known) => (isBlank(value) ? null : kindCell(value, known));
}

/**
 * One value as its cell, in the form an import reads back: enums keep their value, references
 * their record's key, booleans true/false, dates YYYY-MM-DD. Blank values are empty cells.
 */
export function cellOf(field: Field | undefined, value: unknown, referenceText?: ReferenceText): Cell {
  return cellConverter(field, referenceText)(value);
}
