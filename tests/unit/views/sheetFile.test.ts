// The browser's CSV export, written as the export button writes it (exportRows, then sheetFile) and
// read back as the bytes a spreadsheet opens.
import { defineResource } from '../../../src/schema';
import { boolean, integer, label, money, text } from '../../../src/schema/fields';
import { exportRows } from '../../../src/views/importExport/exportRows';
import { sheetFile } from '../../../src/views/importExport/sheetFile';

const notes = defineResource({
  name: 'test_note',
  api: { base: '/api/v1/test_note' },
  route: '/test/notes',
  access: { permissions: ['manage-note'] },
  menu: { group: 'management' },
  label: label('Notes', '备注'),
  recordLabel: label('Note', '备注'),
  fields: {
    name: text(label('Name', '名称'), { maxBytes: 100 }),
    remark: text(label('Remark', '备注'), { maxBytes: 100 }),
    qty: integer(label('Qty', '数量')),
    price: money(label('Price', '价格'), { scale: 4 }),
    done: boolean(label('Done', '完成')),
  },
  titleField: 'name',
  list: { columns: ['name'], search: ['name'], sort: { field: 'name', order: 'ASC' } },
});
const headers = { id: 'ID', name: 'Name', remark: 'Remark', qty: 'Qty', price: 'Price', done: 'Done' };

async function csvBytes(records: Record<string, unknown>[]): Promise<Uint8Array> {
  const file = await sheetFile(exportRows({ decl: notes, headers, records, format: 'csv', find: () => undefined }), 'csv', notes.name);
  return new Uint8Array(await file.arrayBuffer());
}

describe('CSV export (browser)', () => {
  it('quotes a cell holding a list separator, so `;` locales cannot split a formula out of it', async () => {
    const bytes = await csvBytes([
      { id: 1, name: 'x;=1+2', remark: 'a,b', qty: 1, price: '12345678.1234', done: true },
      { id: 2, name: 'tab\there', remark: 'say "hi"', qty: null, price: null, done: false },
      { id: 3, name: 'two\r\nlines', remark: 'plain', qty: 123456789012345, price: '0.1', done: null },
    ]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the byte-order mark. Numbers are written in full, not in a display format.
    expect(new TextDecoder().decode(bytes)).toBe(
      'ID,Name,Remark,Qty,Price,Done\r\n' +
        '1,"x;=1+2","a,b",1,12345678.1234,true\r\n' +
        '2,"tab\there","say ""hi""",,,false\r\n' +
        '3,"two\r\nlines",plain,123456789012345,0.1,\r\n',
    );
  });

  it('keeps the leading = + - @ tab CR NUL protection', async () => {
    const names = ['=1+2', '+1', '-3+4', '@SUM(A1)', '\t=1', '\r=1', '\0=1'];
    const text = new TextDecoder().decode(await csvBytes(names.map((name, i) => ({ id: i + 1, name }))));
    const lines = text.split('\r\n').slice(1, -1);
    expect(lines).toEqual(names.map((name, i) => `${i + 1},"'${name}",,,,`));
  });
});
