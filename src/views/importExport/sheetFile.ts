// Rows -> an .xlsx (the shared book writer, src/schema/sheetBook.ts: widths, frozen header, dates)
// or .csv (the shared writer) file, written in the browser.
import { csvFileText } from '../../schema/csv';
import { writeSheetBook } from '../../schema/sheetBook';
import type { SheetColumnFormat } from '../../schema/sheetColumns';
import type { Cell, ExportFormat } from './exportRows';
import { loadSheetJs } from './sheetJs';

const MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

/** Excel's rule: at most 31 characters, none of []:*?/\ */
export const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1';

/** `rows`: the header row first; `formats`: per column, 'date' making YYYY-MM-DD text a date cell. */
export async function sheetFile(rows: Cell[][], format: ExportFormat, name: string, formats?: SheetColumnFormat[]): Promise<Blob> {
  // The server's CSV writer, not SheetJS's sheet_to_csv: that leaves `;` and tabs unquoted and
  // rounds numbers to their display format (12345678.1234 -> 12345678.12).
  if (format === 'csv') return new Blob([csvFileText(rows)], { type: MIME.csv });
  const XLSX = await loadSheetJs();
  const [header, ...body] = rows;
  const bytes = writeSheetBook(XLSX, { name: sheetName(name), header: header.map((h) => String(h ?? '')), rows: body, formats });
  return new Blob([bytes as BlobPart], { type: MIME.xlsx });
}
