// Our reader of plain .xlsx sheets must give what SheetJS gives (with readSheet's options) for every
// file it reads, and must leave to SheetJS what it does not read.
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { cellValue } from '../../../server/importExport/readSheet';
import { readSheetXml, wantedPart } from '../../../server/importExport/sheetXml';
import { writeXlsx } from '../../../server/importExport/writeSheet';
import { inspectZip, type ZipParts } from '../../../server/importExport/zipGuard';

const OPTIONS: XLSX.ParsingOptions = { type: 'buffer', dense: true, sheets: 0, cellFormula: false, cellHTML: false, cellText: false };

function partsOf(file: Buffer): ZipParts {
  const verdict = inspectZip(file, wantedPart);
  if (!verdict.ok) throw new Error(verdict.reason);
  return verdict.parts;
}

const values = (grid: (XLSX.CellObject | undefined)[][]) => Array.from(grid, (row) => (row ? Array.from(row, (cell) => cellValue(cell)) : row));

function sheetJs(file: Buffer) {
  const book = XLSX.read(file, OPTIONS);
  return { grid: values((book.Sheets[book.SheetNames[0]]['!data'] ?? []) as XLSX.CellObject[][]), date1904: Boolean(book.Workbook?.WBProps?.date1904) };
}

function ours(file: Buffer) {
  const sheet = readSheetXml(partsOf(file), 100_002);
  return sheet && { grid: values(sheet.grid), date1904: sheet.date1904 };
}

/** The workbook's first sheet XML replaced (a zip rewritten with SheetJS's CFB). */
function withSheetXml(file: Buffer, edit: (xml: string) => string): Buffer {
  const zip = XLSX.CFB.read(file, { type: 'buffer' });
  const entry = zip.FileIndex[zip.FullPaths.findIndex((path: string) => path.endsWith('/xl/worksheets/sheet1.xml'))];
  entry.content = Buffer.from(edit(Buffer.from(entry.content as Uint8Array).toString('utf8')));
  return Buffer.from(XLSX.CFB.write(zip, { fileType: 'zip', type: 'buffer', compression: true }) as Uint8Array);
}

const TEXT = ['plain', ' padded ', 'a <b> & "c" \'d\'', 'line\r\nbreak', 'tab\there', '中文 料号', '=1+2', '@SUM(A1)', '_x0041_ literal', '&amp; literal', '😀 emoji', ''];
const aoa: unknown[][] = [
  ['MPN', 'Text', 'Number', 'Flag', 'Empty'],
  ...Array.from({ length: 40 }, (_, i) => [`P${i}`, TEXT[i % TEXT.length], i % 4 === 0 ? -i / 7 : i * 1000, i % 3 === 0, null]),
  [],
  ['after a blank row', null, 45123.5, false, 'x'],
];

function book(rows: unknown[][], props?: XLSX.WorkbookProperties) {
  const b = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(b, XLSX.utils.aoa_to_sheet(rows), 'Data');
  XLSX.utils.book_append_sheet(b, XLSX.utils.aoa_to_sheet([['second sheet']]), 'Other');
  if (props) b.Workbook = { WBProps: props };
  return b;
}

describe('readSheetXml', () => {
  it('gives the cells SheetJS gives, with inline and with shared strings, and the 1904 flag', () => {
    for (const bookSST of [false, true]) {
      for (const props of [undefined, { date1904: true }]) {
        const file = XLSX.write(book(aoa, props), { type: 'buffer', bookType: 'xlsx', compression: true, bookSST }) as Buffer;
        const read = ours(file);
        expect(read).toBeDefined();
        expect(read).toEqual(sheetJs(file));
        expect(read!.grid[1]?.[0]).toBe('P0');
      }
    }
  });

  it('reads our own export files the same way', () => {
    const file = writeXlsx(['MPN', 'Text', 'n'], aoa.slice(1).map((r) => [r[0] ?? null, r[1] ?? null, r[2] ?? null] as (string | number | null)[]), 'Materials');
    expect(ours(file)).toEqual(sheetJs(file));
  });

  it('reads formula results, inline strings, booleans and empty values as SheetJS does', () => {
    const file = withSheetXml(XLSX.write(book([['a', 1]]), { type: 'buffer', bookType: 'xlsx' }) as Buffer, (xml) =>
      xml.replace(/<sheetData>.*<\/sheetData>/s, () =>
        '<sheetData><row r="1"><c r="A1" t="str"><f>"x"&amp;"y"</f><v>xy</v></c><c r="B1"><f>1+1</f><v>2</v></c><c r="C1"><f>NOW()</f></c>' +
          '<c r="D1" t="inlineStr"><is><t xml:space="preserve"> in &lt;line&gt; </t></is></c><c r="E1" t="b"><v>1</v></c><c r="F1" t="b"/><c r="G1" s="1"/>' +
          '<c r="H1"><v></v></c><c r="I1" t="str"/><c r="J1"><v>1.5E-3</v></c></row><row r="3" spans="1:2"><c r="AA3" t="str"><v>&amp;lt;</v></c></row></sheetData>',
      ),
    );
    const read = ours(file);
    expect(read).toBeDefined();
    expect(read).toEqual(sheetJs(file));
  });

  it('leaves to SheetJS what it does not read: error cells, rich text, cells without a reference, non-sheet zips', () => {
    const base = XLSX.write(book([['a', 1]]), { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const cases = [
      '<sheetData><row r="1"><c r="A1" t="e"><v>#N/A</v></c></row></sheetData>',
      '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><r><t>ri</t></r><r><t>ch</t></r></is></c></row></sheetData>',
      '<sheetData><row r="1"><c t="str"><v>no ref</v></c></row></sheetData>',
      "<sheetData><row r='1'><c r='A1' t='str'><v>quoted</v></c></row></sheetData>",
      '<sheetData><row r="1"><c r="A1" t="str"><v><![CDATA[x]]></v></c></row></sheetData>',
      '<x:sheetData><x:row r="1"><x:c r="A1" t="str"><x:v>prefixed</x:v></x:c></x:row></x:sheetData>',
    ];
    for (const data of cases) {
      const file = withSheetXml(base, (xml) => xml.replace(/<sheetData>.*<\/sheetData>/s, () => data));
      expect(ours(file), data).toBeUndefined();
    }
    expect(readSheetXml(new Map(), 10)).toBeUndefined();
  });

  it('gives up on rows past the limit, so SheetJS reports the overflow', () => {
    const file = XLSX.write(book([['h'], ['1'], ['2'], ['3']]), { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(readSheetXml(partsOf(file), 3)).toBeUndefined();
    expect(readSheetXml(partsOf(file), 4)).toBeDefined();
  });
});
