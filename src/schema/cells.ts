// One field value as a spreadsheet cell, and spreadsheet formula injection: shared by the server's
// export and the browser's paged export, so both write the same file an import reads back.
import { kindOf } from './kinds';
import { numberCell } from './kinds/cellRules';
import type { Cell, CellConverter, ReferenceText } from './kinds/types';
import type { Field, ResourceDeclaration } from './types';

export type { Cell, CellConverter, ReferenceText } from './kinds/types';

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

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A value's cell converter, its field kind chosen once (an export converts many values of one
 * column); each kind module says how its values are written. System columns (id...) are numbers.
 */
export function cellConverter(field: Field | undefined, referenceText?: ReferenceText): CellConverter {
  const kindCell = field ? kindOf(field).exportCell(field, referenceText) : numberCell;
  // Blank values are empty cells.
  return (value, known) => (isBlank(value) ? null : kindCell(value, known));
}

/**
 * The field that names a referenced record in a file: its one-field natural key, else its title
 * field. Undefined when that field cannot be written in a cell (a reference itself, JSON...): the
 * file then holds the id. The server's export and import and the browser's export share it.
 */
export function referenceKeyField(target: ResourceDeclaration): string | undefined {
  const name = target.naturalKey?.length === 1 ? target.naturalKey[0] : target.titleField;
  const field = target.fields[name];
  return field && kindOf(field).cellKey ? name : undefined;
}

/**
 * One value as its cell, in the form an import reads back: enums keep their value, references
 * their record's key, booleans true/false, dates YYYY-MM-DD. Blank values are empty cells.
 */
export function cellOf(field: Field | undefined, value: unknown, referenceText?: ReferenceText): Cell {
  return cellConverter(field, referenceText)(value);
}
