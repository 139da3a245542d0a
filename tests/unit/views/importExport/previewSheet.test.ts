// The import preview numbers its rows as the spreadsheet does, which is how the server's refusal
// names them (R15: the header is row 1, data row i is row i + 2): blank rows keep their places.
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { previewSheet } from '../../../../src/views/importExport/previewSheet';

const xlsx = (rows: unknown[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new File([XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer], 'rows.xlsx');
};

describe('import preview row numbers', () => {
  it('numbers data rows from 2 under a header on row 1', async () => {
    const preview = await previewSheet(xlsx([['Code', 'Name'], ['A', 'x'], ['B', 'y'], ['C', 'z']]));
    expect(preview.rows).toEqual([['A', 'x'], ['B', 'y'], ['C', 'z']]);
    expect(preview.numbers).toEqual([2, 3, 4]);
  });

  it('keeps the spreadsheet number of a row below a blank row, in an .xlsx and a .csv', async () => {
    const preview = await previewSheet(xlsx([['Code', 'Name'], ['A', 'x'], [], ['B', 'y']]));
    expect(preview.rows).toEqual([['A', 'x'], ['B', 'y']]);
    expect(preview.numbers).toEqual([2, 4]);
    const csv = await previewSheet(new File(['Code,Name\nA,x\n,\nB,y\n'], 'rows.csv', { type: 'text/csv' }));
    expect(csv.rows).toEqual([['A', 'x'], ['B', 'y']]);
    expect(csv.numbers).toEqual([2, 4]);
  });

  it('takes the first non-blank row as the header, as the server does', async () => {
    const preview = await previewSheet(xlsx([[], ['Code', 'Name'], ['A', 'x']]));
    expect(preview.header).toEqual(['Code', 'Name']);
    expect(preview.numbers).toEqual([3]);
  });
});
