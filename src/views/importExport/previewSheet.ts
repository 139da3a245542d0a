// Reads the first rows of a chosen file in the browser, for the preview before the upload. Only the
// preview rows are parsed (SheetJS `sheetRows`), so a 50,000-row file shows at once.
import { formatDate } from '../../i18n/format';
import { loadSheetJs } from './sheetJs';

export const PREVIEW_ROWS = 10;

export interface SheetPreview {
  header: string[];
  /** At most PREVIEW_ROWS rows, as text. */
  rows: string[][];
  /** Each shown row's spreadsheet row number, as the server's problems name it (R15: the header is row 1, data row i is row i + 2). */
  numbers: number[];
  /** Rows under the header in the whole first sheet (blank rows at the end included). */
  total: number;
}

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

export function previewText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDate(value);
  return String(value);
}

const isBlank = (row: unknown[] | undefined) => !row || row.every((cell) => previewText(cell).trim() === '');

export async function previewSheet(file: File): Promise<SheetPreview> {
  const XLSX = await loadSheetJs();
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A few rows more than shown: blank rows above the header or between the rows take their places.
  const options = { sheetRows: PREVIEW_ROWS + 11, cellDates: true };
  // CSV is decoded as UTF-8 here: SheetJS would guess a single-byte code page without a BOM.
  const book = isCsv(file)
    ? XLSX.read(new TextDecoder('utf-8').decode(bytes), { ...options, type: 'string', raw: true })
    : XLSX.read(bytes, { ...options, type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet) return { header: [], rows: [], numbers: [], total: 0 };
  // Blank rows are read too, so each row keeps its place: the header is the first non-blank row and
  // blank rows are skipped, as the server reads the file.
  const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  const ref = sheet['!fullref'] ?? sheet['!ref'];
  const range = ref ? XLSX.utils.decode_range(ref) : undefined;
  const firstRow = range?.s.r ?? 0;
  const headerAt = table.findIndex((row) => !isBlank(row));
  if (headerAt < 0) return { header: [], rows: [], numbers: [], total: 0 };
  const shown = table
    .map((row, i) => ({ row, number: firstRow + i + 1 }))
    .slice(headerAt + 1)
    .filter(({ row }) => !isBlank(row))
    .slice(0, PREVIEW_ROWS);
  const total = range ? Math.max(0, range.e.r - firstRow - headerAt) : shown.length;
  return { header: table[headerAt].map(previewText), rows: shown.map(({ row }) => row.map(previewText)), numbers: shown.map(({ number }) => number), total };
}
