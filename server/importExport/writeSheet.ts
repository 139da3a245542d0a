// Rows of cells -> an .xlsx or .csv file. Every cell gets an explicit type, so no text is ever
// turned into a formula, a number or a date on the way (a date column's dates become date cells).
import type { Cell } from '../../src/schema/cells';
import { csvFileText } from '../../src/schema/csv';
import { writeSheetBook, type SheetBook } from '../../src/schema/sheetBook';
import { sheetJsNativeZip } from './nativeZip';

export type { Cell };
export type FileFormat = 'xlsx' | 'csv';

export const CONTENT_TYPES: Record<FileFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Options beyond the cells: column formats, drop-downs and a note (src/schema/sheetBook.ts). */
export type XlsxExtras = Omit<SheetBook, 'name' | 'header' | 'rows'>;

/** Widths from the contents, the header row frozen, dates as dates (src/schema/sheetBook.ts); zipped by zlib. */
export function writeXlsx(header: string[], rows: Cell[][], name: string, extras: XlsxExtras = {}): Buffer {
  const bytes = writeSheetBook(sheetJsNativeZip, { name, header, rows, ...extras });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The shared CSV writer (src/schema/csv.ts), as bytes. */
export function writeCsv(header: string[], rows: Cell[][]): Buffer {
  return Buffer.from(csvFileText([header, ...rows]), 'utf8');
}
