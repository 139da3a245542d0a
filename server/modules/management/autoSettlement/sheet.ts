// SAP's settlement export read into raw lines: the columns found by their headers (our words in
// either language, or SAP's field names), the cells as text. A file without a needed column, or a row
// with a broken cell (#REF!, #VALUE! ...), is malformed: 400 naming the column or the row.
import * as XLSX from 'xlsx';
import type { Locale } from '../../../../src/schema';
import { ApiError } from '../../../http/errors';
import type { UploadedFile } from '../../../http/multipartBody';
import { cellValue, readSheet } from '../../../importExport/readSheet';
import { checkUpload } from '../../../importExport/uploadCheck';
import type { RawLine } from './check';
import { sw } from './words';

type Column = keyof RawLine;

/** Each column's headers, lower-cased: ours in English and Chinese, then SAP's field name. */
export const HEADERS: Record<Column, string[]> = {
  settlement_no: ['settlement no.', 'settlement no', '结算单号', 'settl_no'],
  sap_doc_no: ['sap document no.', 'sap document no', 'sap doc no', 'sap 凭证号', 'belnr'],
  customer_code: ['customer no.', 'customer no', 'customer', '客户编号', 'kunag'],
  bill_to: ['bill-to', 'bill to', '开票方', 'kunre'],
  invoice_no: ['invoice no.', 'invoice no', '发票号', 'vbeln_vf'],
  mpn: ['mpn', 'material', '原厂料号', 'matnr'],
  so_no: ['so no.', 'so no', 'sales order', '销售订单号', 'aubel'],
  qty: ['quantity', 'qty', '数量', 'fkimg'],
  unit_price: ['unit price', '单价', 'netpr'],
  amount: ['amount', '金额', 'netwr'],
  currency: ['currency', '币种', 'waerk'],
  settlement_date: ['settlement date', '结算日期', 'fkdat'],
};
const OPTIONAL: Column[] = ['bill_to', 'so_no', 'amount'];
const norm = (v: unknown) => String(v ?? '').trim().toLowerCase();

function text(cell: XLSX.CellObject | undefined, column: Column): string {
  const v = cellValue(cell);
  if (v === null) return '';
  if (column === 'settlement_date') {
    if (typeof v === 'number') return XLSX.SSF.format('yyyy-mm-dd', v);
    if (cell?.t === 'd') return String(v).slice(0, 10);
  }
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(Number(v.toFixed(6)));
  return String(v);
}

export interface SheetLine { row: number; line: RawLine }

export function readSettlementSheet(file: UploadedFile, locale: Locale): SheetLine[] {
  const sheet = readSheet(file.data, checkUpload(file, locale), locale);
  const header = sheet.header.map((c) => norm(cellValue(c)));
  const at = {} as Record<Column, number>;
  for (const column of Object.keys(HEADERS) as Column[]) {
    at[column] = header.findIndex((h) => HEADERS[column].includes(h));
    if (at[column] < 0 && !OPTIONAL.includes(column)) {
      const message = sw(locale, 'noColumn', { column: HEADERS[column][0] });
      throw new ApiError(400, message, [{ field: 'file', message }]);
    }
  }
  return sheet.rows.map((r) => {
    const line = {} as RawLine;
    for (const column of Object.keys(HEADERS) as Column[]) {
      const cell = at[column] < 0 ? undefined : r.cells[at[column]];
      if (cell?.t === 'e') {
        const message = sw(locale, 'badCell', { row: r.number, column: HEADERS[column][0], value: String(cellValue(cell)) });
        throw new ApiError(400, message, [{ field: `row ${r.number}`, message }]);
      }
      line[column] = text(cell, column);
    }
    return { row: r.number, line };
  });
}
