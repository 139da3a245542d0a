// Rows of cells -> an .xlsx as a clerk wants it: columns as wide as their contents, the header row
// frozen, dates as real dates, and (for templates) a drop-down of each enum's allowed values and a
// note on the example row. Shared by the server and the browser; SheetJS is passed in, as the
// browser loads it on demand. SheetJS's community build writes neither a frozen pane nor data
// validation, so both are added to the sheet's XML on its way into the zip (sheetXmlPatch.ts).
import type * as XLSXTypes from 'xlsx';
import type { Cell } from './cells';
import type { SheetColumnFormat } from './sheetColumns';
import { patchSheetXml, type ListValidation } from './sheetXmlPatch';

type SheetJs = Pick<typeof XLSXTypes, 'utils' | 'write' | 'CFB'>;

export interface SheetBook {
  name: string;
  header: string[];
  rows: Cell[][];
  /** Per column; a 'date' column's YYYY-MM-DD text becomes a date cell. */
  formats?: SheetColumnFormat[];
  /** Per column: the values a drop-down offers (templates). */
  allowed?: (string[] | undefined)[];
  /** A note on the first cell of a body row (the template's example row), by row index in `rows`. */
  note?: { row: number; text: string };
}

/** Excel's sheet names: at most 31 characters, none of []:*?/\ */
export const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

const DAY_MS = 86_400_000;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-03-01" -> Excel's day number (1900 system); anything else undefined. */
export function dateSerial(text: string): number | undefined {
  const m = ISO_DATE.exec(text);
  if (!m) return undefined;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isFinite(t) ? (t - EXCEL_EPOCH) / DAY_MS : undefined;
}

const MIN_WIDTH = 8;
const MAX_WIDTH = 50;
/** Rows measured for the widths: enough to see the contents, bounded for a 100,000-row export. */
const MEASURED_ROWS = 2000;

/** Display width in characters: CJK and other wide characters count two. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return width;
}

const cellText = (cell: Cell, format: SheetColumnFormat | undefined): string => {
  if (cell === null) return '';
  if (format === 'date') return '0000-00-00';
  if (typeof cell === 'number') return String(Math.round(cell * 100) / 100);
  return String(cell);
};

/** Each column's width (`wch`): its header and its widest value (first rows), plus room, capped. */
export function columnWidths(header: string[], rows: Cell[][], formats: SheetColumnFormat[] = []): number[] {
  const widths = header.map((h) => textWidth(h) + 2);
  const measured = Math.min(rows.length, MEASURED_ROWS);
  for (let r = 0; r < measured; r++) {
    const row = rows[r];
    for (let c = 0; c < widths.length; c++) {
      const cell = row[c];
      if (cell === null || cell === undefined) continue;
      const w = textWidth(cellText(cell, formats[c])) + 2;
      if (w > widths[c]) widths[c] = w;
    }
  }
  return widths.map((w) => Math.min(Math.max(w, MIN_WIDTH), MAX_WIDTH));
}

function xlsxCell(value: Exclude<Cell, null>, format: SheetColumnFormat | undefined): XLSXTypes.CellObject {
  if (typeof value === 'number') return { t: 'n', v: value };
  if (typeof value === 'boolean') return { t: 'b', v: value };
  if (format === 'date') {
    const serial = dateSerial(value);
    if (serial !== undefined) return { t: 'n', v: serial, z: 'yyyy-mm-dd' };
  }
  // Type 's' is plain text: "=1+2" or "@SUM(A1)" stays the literal text in every spreadsheet.
  return { t: 's', v: value };
}

/** The sheet as SheetJS cells: dense rows, no cell for an empty value. */
function sheetOf(XLSX: SheetJs, book: SheetBook): XLSXTypes.WorkSheet {
  const { header, rows, formats = [] } = book;
  const data: XLSXTypes.CellObject[][] = new Array(rows.length + 1);
  data[0] = header.map((h) => ({ t: 's', v: h }));
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    const cells: XLSXTypes.CellObject[] = [];
    for (let c = 0; c < row.length; c++) {
      const value = row[c];
      if (value !== null && value !== undefined) cells[c] = xlsxCell(value, formats[c]);
    }
    data[r + 1] = cells;
  }
  if (book.note && data[book.note.row + 1]?.[0]) data[book.note.row + 1][0].c = Object.assign([{ a: '', t: book.note.text }], { hidden: true });
  return {
    '!data': data,
    '!ref': XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: data.length - 1, c: Math.max(header.length - 1, 0) } }),
    '!cols': columnWidths(header, rows, formats).map((wch) => ({ wch })),
  };
}

/** An inline list ("a,b,c") holds at most 255 characters and no comma or quote; longer ones go to a sheet. */
const fitsInline = (values: string[]) => values.join(',').length <= 255 && values.every((v) => !/[,"]/.test(v));

const LISTS_SHEET = 'Lists';

export function writeSheetBook(XLSX: SheetJs, book: SheetBook): Uint8Array {
  const wb = XLSX.utils.book_new();
  const name = sheetName(book.name);
  XLSX.utils.book_append_sheet(wb, sheetOf(XLSX, book), name);
  const listsName = name === LISTS_SHEET ? `${LISTS_SHEET}1` : LISTS_SHEET;
  const lists: ListValidation[] = [];
  const listColumns: string[][] = [];
  (book.allowed ?? []).forEach((values, column) => {
    if (!values?.length) return;
    if (fitsInline(values)) lists.push({ column, values });
    else {
      listColumns.push(values);
      const letter = XLSX.utils.encode_col(listColumns.length - 1);
      lists.push({ column, range: `'${listsName}'!$${letter}$1:$${letter}$${values.length}` });
    }
  });
  if (listColumns.length) {
    const aoa = Array.from({ length: Math.max(...listColumns.map((v) => v.length)) }, (_, r) => listColumns.map((v) => v[r] ?? null));
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), listsName);
    wb.Workbook = { Sheets: [{}, { Hidden: 1 }] };
  }
  return writeZipped(XLSX, wb, (zip) => patchFirstSheet(zip, lists));
}

type Zip = ReturnType<SheetJs['CFB']['read']>;

/**
 * The book zipped once, its first sheet patched before. SheetJS zips through its own CFB.write, so
 * that call is borrowed for the moment of the write to patch the parts on their way to the one
 * deflate. Where CFB is a stand-in (the server's zlib zipper, server/importExport/nativeZip.ts,
 * writing stored), the written zip is read back, patched and zipped by the stand-in.
 */
function writeZipped(XLSX: SheetJs, wb: XLSXTypes.WorkBook, patch: (zip: Zip) => void): Uint8Array {
  const cfb = XLSX.CFB;
  const zipOnce = cfb.write;
  let patched = false;
  cfb.write = ((zip: Zip, options: Parameters<SheetJs['CFB']['write']>[1]) => {
    patch(zip);
    patched = true;
    return zipOnce.call(cfb, zip, options);
  }) as typeof cfb.write;
  let written: Uint8Array;
  try {
    written = new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
  } finally {
    cfb.write = zipOnce;
  }
  if (patched) return written;
  const zip = cfb.read(written, { type: 'array' });
  patch(zip);
  return new Uint8Array(cfb.write(zip, { fileType: 'zip', type: 'array', compression: true }) as ArrayBuffer | number[]);
}

/** The first sheet's XML with the frozen header row and the drop-downs. */
function patchFirstSheet(zip: Zip, lists: ListValidation[]): void {
  const index = zip.FullPaths.findIndex((p: string) => p.endsWith('/xl/worksheets/sheet1.xml'));
  if (index < 0) return;
  const entry = zip.FileIndex[index];
  const xml = new TextDecoder().decode(entry.content as Uint8Array);
  const patched = new TextEncoder().encode(patchSheetXml(xml, lists));
  entry.content = patched;
  entry.size = patched.length;
}
