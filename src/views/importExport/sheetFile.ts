// Rows -> an .xlsx or .csv file, written in the browser with SheetJS.
import type { Cell, ExportFormat } from './exportRows';
import { loadSheetJs } from './sheetJs';

const MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

/** Excel's rule: at most 31 characters, none of []:*?/\ */
export const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1';

export async function sheetFile(rows: Cell[][], format: ExportFormat, name: string): Promise<Blob> {
  const XLSX = await loadSheetJs();
  // aoa_to_sheet stores strings as string cells (type 's'), never as formulas.
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  if (format === 'csv') {
    // The byte-order mark makes Excel read the file as UTF-8 (Chinese labels and names).
    return new Blob(['\ufeff', XLSX.utils.sheet_to_csv(sheet)], { type: MIME.csv });
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName(name));
  const bytes: ArrayBuffer = XLSX.write(book, { bookType: 'xlsx', type: 'array', compression: true });
  return new Blob([bytes], { type: MIME.xlsx });
}
