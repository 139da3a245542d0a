// The server's CSV export bytes, and the import reading them back cell for cell.
import { describe, expect, it } from 'vitest';
import { cellValue, readSheet } from '../../../server/importExport/readSheet';
import { writeCsv } from '../../../server/importExport/writeSheet';

describe('CSV export (server)', () => {
  it('quotes separators (`,` `;` tab), quotes and line breaks, and keeps formula text protected', () => {
    const data = writeCsv(['name', 'remark', 'qty'], [['x;=1+2', 'tab\there', -5], ['a,b', '=1+2', 12345678.1234], ['say "hi"', 'two\nlines', null]]);
    expect(data.toString('utf8')).toBe(`\ufeffname,remark,qty\r\n"x;=1+2","tab\there",-5\r\n"a,b","'=1+2",12345678.1234\r\n"say ""hi""","two\nlines",\r\n`);
    const back = readSheet(data, 'csv', 'en-US');
    expect(back.rows.map((r) => r.cells.map(cellValue))).toEqual([
      ['x;=1+2', 'tab\there', '-5'],
      ['a,b', "'=1+2", '12345678.1234'],
      ['say "hi"', 'two\nlines'],
    ]);
  });
});
