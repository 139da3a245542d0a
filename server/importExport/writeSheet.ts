// Rows of cells -> an .xlsx or .csv file. Every cell gets an explicit type, so no text is ever
// turned into a formula, a number or a date on the way.
import * as XLSX from 'xlsx';
import type { Cell } from '../../src/schema/cells';
import { csvFileText } from '../../src/schema/csv';

export type { Cell };
export type FileFormat = 'xlsx' | 'csv';

export const CONTENT_TYPES: Record<FileFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

function xlsxCell(value: Exclude<Cell, null>): XLSX.CellObject {
  if (typeof value === 'number') return { t: 'n', v: value };
  if (typeof value === 'boolean') return { t: 'b', v: value };
  // Type 's' is plain text: "=1+2" or "@SUM(A1)" stays the literal text in every spreadsheet.
  return { t: 's', v: value };
}

/** Excel's sheet names: at most 31 characters, none of []:*?/\ */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

export function writeXlsx(header: string[], rows: Cell[][], name: string): Buffer {
  // Dense rows; an empty value leaves a hole, so no empty cell is written.
  const data: XLSX.CellObject[][] = new Array(rows.length + 1);
  for (let r = 0; r <= rows.length; r++) {
    const row = r === 0 ? header : rows[r - 1];
    const cells: XLSX.CellObject[] = [];
    for (let c = 0; c < row.length; c++) {
      const value = row[c];
      if (value !== null) cells[c] = xlsxCell(value);
    }
    data[r] = cells;
  }
  const sheet: XLSX.WorkSheet = {
    '!data': data,
    '!ref': XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: data.length - 1, c: Math.max(header.length - 1, 0) } }),
    '!cols': header.map((h) => ({ wch: Math.min(Math.max(h.length + 4, 12), 40) })),
  };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName(name));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** The shared CSV writer (src/schema/csv.ts), as bytes. */
export function writeCsv(header: string[], rows: Cell[][]): Buffer {
  return Buffer.from(csvFileText([header, ...rows]), 'utf8');
}
