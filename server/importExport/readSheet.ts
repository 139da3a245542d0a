// An uploaded file -> the rows of its first sheet, within the limits: the zip guard runs before
// anything reads an .xlsx; a plain .xlsx is read by sheetXml.ts, anything else by SheetJS (one
// sheet and at most MAX_IMPORT_ROWS + 2 rows of it).
import * as XLSX from 'xlsx';
import type { Locale } from '../../src/schema';
import { ApiError } from '../http/errors';
import { MAX_IMPORT_ROWS, MAX_UNZIPPED_BYTES, MAX_ZIP_ENTRIES } from './limits';
import { ieText } from './messages';
import { isZip, type UploadKind } from './uploadCheck';
import { sheetRowVet } from './sheetRowLimit';
import { readSheetXml, wantedPart } from './sheetXml';
import { inspectZip, type ZipParts } from './zipGuard';

export type CellValue = string | number | boolean | null;

export interface DataRow {
  /** The spreadsheet's own row number (the header is usually row 1, so data index i is row i + 2). */
  number: number;
  cells: (XLSX.CellObject | undefined)[];
}

export interface SheetRows {
  header: (XLSX.CellObject | undefined)[];
  rows: DataRow[];
  /** Dates are counted from 1904 (old Mac workbooks), not 1900. */
  date1904: boolean;
}

const ERROR_TEXT: Record<number, string> = { 0: '#NULL!', 7: '#DIV/0!', 15: '#VALUE!', 23: '#REF!', 29: '#NAME?', 36: '#NUM!', 42: '#N/A' };

/** A cell's value as SheetJS read it: text, number, boolean, or null for an empty cell. */
export function cellValue(cell: XLSX.CellObject | undefined): CellValue {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  switch (cell.t) {
    case 'n':
    case 'b':
    case 's':
      return cell.v as CellValue;
    case 'e':
      return ERROR_TEXT[cell.v as number] ?? '#ERROR';
    case 'd':
      return cell.v instanceof Date ? cell.v.toISOString() : String(cell.v);
    default:
      return null;
  }
}

/** CSV text: UTF-8 (with or without a byte-order mark), else GB18030, as Excel saves it on Chinese Windows. */
function decodeCsv(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\ufeff/, '');
  } catch {
    return new TextDecoder('gb18030').decode(data);
  }
}

function guardZip(data: Buffer, locale: Locale): ZipParts {
  const tooManyRows = (): never => {
    throw new ApiError(413, ieText(locale, 'tooManyRows', { max: MAX_IMPORT_ROWS }));
  };
  // The first sheet's rows are bounded while it is inflated (declared size, then a count), before any row is built.
  const verdict = inspectZip(data, wantedPart, sheetRowVet(MAX_IMPORT_ROWS + 2, tooManyRows));
  if (verdict.ok) return verdict.parts;
  switch (verdict.reason) {
    case 'tooLarge':
      throw new ApiError(413, ieText(locale, 'zipTooLarge', { max: MAX_UNZIPPED_BYTES / 1024 / 1024 }));
    case 'tooManyParts':
      throw new ApiError(413, ieText(locale, 'zipTooManyParts', { max: MAX_ZIP_ENTRIES }));
    case 'unsupported':
      throw new ApiError(415, ieText(locale, 'zipUnsupported'));
    case 'corrupt':
      throw new ApiError(400, ieText(locale, 'unreadable', { why: 'damaged zip' }));
  }
}

function parse(data: Buffer, kind: UploadKind): { sheet?: XLSX.WorkSheet; date1904: boolean } {
  // One sheet, values only: no formulas, no formatted text, nothing SheetJS need not build.
  const options: XLSX.ParsingOptions = { dense: true, sheets: 0, sheetRows: MAX_IMPORT_ROWS + 2, cellFormula: false, cellHTML: false, cellText: false };
  // CSV cells stay text (raw): "00123" keeps its zeros and "1,200" goes to the field's own rule.
  const book = kind === 'csv' ? XLSX.read(decodeCsv(data), { ...options, type: 'string', raw: true }) : XLSX.read(data, { ...options, type: 'buffer' });
  return { sheet: book.Sheets[book.SheetNames[0]], date1904: Boolean(book.Workbook?.WBProps?.date1904) };
}

const isEmptyRow = (cells: (XLSX.CellObject | undefined)[] | undefined) =>
  !cells || !cells.some((cell) => {
    const value = cellValue(cell);
    return value !== null && String(value).trim() !== '';
  });

/** The first sheet's rows: by our own XML reader when the file is plain, else by SheetJS. */
function readGrid(data: Buffer, kind: UploadKind, locale: Locale): { grid: (XLSX.CellObject | undefined)[][]; date1904: boolean } {
  // By content: SheetJS opens any zip whatever its name, so every zip is inspected first.
  const parts = isZip(data) ? guardZip(data, locale) : undefined;
  const plain = parts && readSheetXml(parts, MAX_IMPORT_ROWS + 2);
  parts?.clear();
  if (plain) return plain;
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(data, kind);
  } catch (e) {
    throw new ApiError(400, ieText(locale, 'unreadable', { why: e instanceof Error ? e.message : String(e) }));
  }
  const { sheet, date1904 } = parsed;
  // sheetRows stopped reading: the sheet runs on past the limit.
  if (sheet?.['!fullref'] && XLSX.utils.decode_range(sheet['!fullref']).e.r >= MAX_IMPORT_ROWS + 2) {
    throw new ApiError(413, ieText(locale, 'tooManyRows', { max: MAX_IMPORT_ROWS }));
  }
  return { grid: (sheet?.['!data'] ?? []) as (XLSX.CellObject | undefined)[][], date1904 };
}

export function readSheet(data: Buffer, kind: UploadKind, locale: Locale): SheetRows {
  const { grid, date1904 } = readGrid(data, kind, locale);
  const headerIndex = grid.findIndex((cells) => !isEmptyRow(cells));
  if (headerIndex < 0) throw new ApiError(400, ieText(locale, 'noRows'));
  const rows: DataRow[] = [];
  for (let r = headerIndex + 1; r < grid.length; r++) {
    if (!isEmptyRow(grid[r])) rows.push({ number: r + 1, cells: grid[r] });
  }
  if (rows.length > MAX_IMPORT_ROWS) throw new ApiError(413, ieText(locale, 'tooManyRows', { max: MAX_IMPORT_ROWS }));
  if (rows.length === 0) throw new ApiError(400, ieText(locale, 'noRows'));
  return { header: grid[headerIndex], rows, date1904 };
}
