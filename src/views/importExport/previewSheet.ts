// Reads the first rows of a chosen file in the browser, for the preview before the upload. Only the
// preview rows are parsed (SheetJS `sheetRows`), so a 50,000-row file shows at once.
import { formatDate } from '../../i18n/format';
import { loadSheetJs } from './sheetJs';

export const PREVIEW_ROWS = 10;

export interface SheetPreview {
  header: string[];
  /** At most PREVIEW_ROWS rows, as text. */
  rows: string[][];
  /** Rows under the header in the whole first sheet (blank rows at the end included). */
  total: number;
}

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

export function previewText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDate(value);
  return String(value);
}

export async function previewSheet(file: File): Promise<SheetPreview> {
  const XLSX = await loadSheetJs();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const options = { sheetRows: PREVIEW_ROWS + 1, cellDates: true };
  // CSV is decoded as UTF-8 here: SheetJS would guess a single-byte code page without a BOM.
  const book = isCsv(file)
    ? XLSX.read(new TextDecoder('utf-8').decode(bytes), { ...options, type: 'string', raw: true })
    : XLSX.read(bytes, { ...options, type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet) return { header: [], rows: [], total: 0 };
  const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: false });
  const [header = [], ...rows] = table;
  const ref = sheet['!fullref'] ?? sheet['!ref'];
  const range = ref ? XLSX.utils.decode_range(ref) : undefined;
  const total = range ? Math.max(0, range.e.r - range.s.r) : rows.length;
  return { header: header.map(previewText), rows: rows.slice(0, PREVIEW_ROWS).map((row) => row.map(previewText)), total };
}
