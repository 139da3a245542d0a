// The SA check reads agreements from a spreadsheet headed in English or Chinese, dates as cells or text,
// blank rows left out: the items the inspect and EDI auto calls take.
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { readSaSheet } from '../../../../../src/resources/distribute/sa/actions/saSheet';

const file = (rows: unknown[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'SA');
  return new File([XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer], 'sa.xlsx');
};

describe('readSaSheet', () => {
  it('maps English and Chinese headers to the agreement fields', async () => {
    expect(await readSaSheet(file([
      ['SA number', 'Supplier', 'MPN', 'Plant', 'Target quantity', 'Unit price', 'Currency', 'Valid from', 'Valid to', 'Note'],
      ['5500000001', 'TI', 'LM358DR', 'CN10', 120000, 0.3125, 'USD', '2026/12/01', '2027-11-30', 'ignored'],
      [],
    ]))).toEqual([{ sa_no: '5500000001', vendor: 'TI', mpn: 'LM358DR', plant: 'CN10', target_qty: '120000', unit_price: '0.3125', currency: 'USD', valid_from: '2026-12-01', valid_to: '2027-11-30' }]);
    expect(await readSaSheet(file([['SA 号', '供应商', '物料', '工厂'], ['5500000002', 'ADI', 'AD8605', 'CN20']]))).toEqual([{ sa_no: '5500000002', vendor: 'ADI', mpn: 'AD8605', plant: 'CN20' }]);
  });
});
