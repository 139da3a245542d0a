// The shared xlsx writer's pure helpers (widths, dates, the XML patch) and a written book read back.
import { describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { columnWidths, dateSerial, textWidth, writeSheetBook } from '../../../src/schema/sheetBook';
import { columnLetter, patchSheetXml } from '../../../src/schema/sheetXmlPatch';

function sheetXml(bytes: Uint8Array): string {
  const zip = XLSX.CFB.read(bytes, { type: 'array' });
  const i = zip.FullPaths.findIndex((p: string) => p.endsWith('/xl/worksheets/sheet1.xml'));
  return Buffer.from(zip.FileIndex[i].content as Uint8Array).toString('utf8');
}

describe('sheet helpers', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
  });

  it('counts wide (CJK) characters twice, and sizes columns from header and values within bounds', () => {
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('事业群')).toBe(6);
    const widths = columnWidths(['ID', 'Name', '名称', 'Remark', 'Day'], [[1, 'A fairly long customer name', '深圳市某某电子有限公司', 'x'.repeat(300), '2026-03-01']], ['general', 'general', 'general', 'general', 'date']);
    expect(widths).toEqual([8, 29, 24, 50, 12]);
  });

  it('turns a calendar day into Excel’s day number, and nothing else', () => {
    expect(dateSerial('2023-03-15')).toBe(45000);
    expect(dateSerial('1900-03-01')).toBe(61);
    expect(dateSerial('15/03/2023')).toBeUndefined();
  });

  it('freezes the header row and puts the drop-downs after the cells, before what must follow them', () => {
    const xml = '<worksheet><dimension ref="A1:B2"/><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetData><row r="1"/></sheetData><ignoredErrors/></worksheet>';
    const out = patchSheetXml(xml, [{ column: 1, values: ['A & B', 'C'] }]);
    expect(out).toBe(
      '<worksheet><dimension ref="A1:B2"/><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews><sheetData><row r="1"/></sheetData>' +
        '<dataValidations count="1"><dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="B2:B1048576"><formula1>&quot;A &amp; B,C&quot;</formula1></dataValidation></dataValidations><ignoredErrors/></worksheet>',
    );
  });
});

describe('writeSheetBook', () => {
  it('writes a book that reads back cell for cell, with dates as dates and a note on the example row', () => {
    const bytes = writeSheetBook(XLSX, { name: 'Parts', header: ['Code', 'Day', 'Qty'], rows: [['=A1', '2026-03-01', 3]], formats: ['general', 'date', 'general'], note: { row: 0, text: 'Example row' } });
    const book = XLSX.read(bytes, { type: 'array', cellDates: true });
    expect(book.SheetNames).toEqual(['Parts']);
    const sheet = book.Sheets.Parts;
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toEqual([['Code', 'Day', 'Qty'], ['=A1', new Date(Date.UTC(2026, 2, 1)), 3]]);
    expect(sheet.A2).toMatchObject({ t: 's', v: '=A1' });
    expect(sheet.A2.f).toBeUndefined();
    expect(sheet.A2.c?.[0]?.t).toBe('Example row');
    expect(sheetXml(bytes)).toContain('state="frozen"');
  });

  it('puts a list too long (or with commas) for an inline drop-down on a hidden sheet of values', () => {
    const many = Array.from({ length: 40 }, (_, i) => `Option number ${i}`);
    const bytes = writeSheetBook(XLSX, { name: 'Lists', header: ['Short', 'Long', 'Comma'], rows: [], allowed: [['Yes', 'No'], many, ['a, b', 'c']] });
    const xml = sheetXml(bytes);
    expect(xml).toContain('sqref="A2:A1048576"><formula1>&quot;Yes,No&quot;</formula1>');
    expect(xml).toContain("sqref=\"B2:B1048576\"><formula1>'Lists1'!$A$1:$A$40</formula1>");
    expect(xml).toContain("sqref=\"C2:C1048576\"><formula1>'Lists1'!$B$1:$B$2</formula1>");
    const book = XLSX.read(bytes, { type: 'array' });
    // The data sheet first (a values sheet of the same name would clash); the values sheet hidden.
    expect(book.SheetNames).toEqual(['Lists', 'Lists1']);
    expect(book.Workbook?.Sheets?.[1]?.Hidden).toBe(1);
    expect(XLSX.utils.sheet_to_json<string[]>(book.Sheets.Lists1, { header: 1 }).map((r) => r[0])).toEqual(many);
  });

  it('deflates the book once (patched on its way into SheetJS’s zip, not read back) and leaves SheetJS as it was', () => {
    const zipWrite = XLSX.CFB.write;
    const read = vi.spyOn(XLSX.CFB, 'read');
    const bytes = writeSheetBook(XLSX, { name: 'Once', header: ['Status'], rows: [['open']], allowed: [['open', 'closed']] });
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
    expect(XLSX.CFB.write).toBe(zipWrite);
    const xml = sheetXml(bytes);
    expect(xml).toContain('state="frozen"');
    expect(xml).toContain('<formula1>&quot;open,closed&quot;</formula1>');
  });
});
