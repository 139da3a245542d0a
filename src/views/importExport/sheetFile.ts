// Rows -> an .xlsx (SheetJS) or .csv (the shared writer) file, written in the browser.
import { csvFileText } from '../../schema/csv';
import type { Cell, ExportFormat } from './exportRows';
import { loadSheetJs } from './sheetJs';

const MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

/** Excel's rule: at most 31 characters, none of []:*?/\ */
export const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1';

export async function sheetFile(rows: Cell[][], format: ExportFormat, name: string): Promise<Blob> {
  // The server's CSV writer, not SheetJS's sheet_to_csv: that leaves `;` and tabs unquoted and
  // rounds numbers to their display format (12345678.1234 -> 12345678.12).
  if (format === 'csv') return new Blob([csvFileText(rows)], { type: MIME.csv });
  const XLSX = await loadSheetJs();
  // aoa_to_sheet stores strings as string cells (type 's'), never as formulas.
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName(name));
  const bytes: ArrayBuffer = XLSX.write(book, { bookType: 'xlsx', type: 'array', compression: true });
  return new Blob([bytes], { type: MIME.xlsx });
}
