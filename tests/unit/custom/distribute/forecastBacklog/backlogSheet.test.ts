// The backlog spreadsheet read in the browser keeps each line's spreadsheet row number (the header is row
// 1; blank rows are skipped yet still counted), so the server names a bad line as the planner sees it.
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { readBacklogSheet } from '../../../../../src/custom/distribute/forecastBacklog/backlogSheet';

function file(rows: unknown[][]): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new File([XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer], 'backlog.xlsx');
}

describe('readBacklogSheet', () => {
  it('reads each line with its spreadsheet row, blank rows counted', async () => {
    const rows = await readBacklogSheet(file([
      ['Order no.', 'Customer', 'CPN', 'MPN', 'Quantity', 'Request date'],
      ['CO1', 'C1', 'X1', 'MPN-1', 10, '2026-12-07'],
      [],
      [],
      ['', 'C1', '', 'MPN-2', 'many', '2026/12/14'],
    ]));
    expect(rows).toEqual([
      { order_no: 'CO1', customer: 'C1', cpn: 'X1', mpn: 'MPN-1', qty: '10', request_date: '2026-12-07', sheet_row: 2 },
      { customer: 'C1', mpn: 'MPN-2', qty: 'many', request_date: '2026-12-14', sheet_row: 5 },
    ]);
  });
});
