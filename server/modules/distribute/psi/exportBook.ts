// The PSI spreadsheet (R25): sheet "PSI" holds each row's key columns (the rule's: their count is the
// balance column index s) and its balance per period in columns s+1..; "Demand" and "ESD" the same
// layout with those figures. The balance colours are the sheet's conditional formatting, the spec's
// formula variant: a negative in columns s+1..s+4 red, s+5..s+8 yellow, s+9..s+52 blue, none green
// (each rule stops the ones after it). SheetJS's community build writes no conditional formatting:
// the sheet and style XML are patched before the one zip is written (server/importExport/nativeZip.ts).
import * as XLSX from 'xlsx';
import type { Locale } from '../../../../src/schema';
import { milli, type PsiColour } from '../../../../src/contract/psi/engine';
import { ruleColumns } from '../../../../src/contract/psi/rules';
import type { PsiPage, PsiRow } from '../../../../src/contract/psi/types';
import { columnLetter } from '../../../../src/schema/sheetXmlPatch';
import { sheetJsNativeZip } from '../../../importExport/nativeZip';
import { psiText } from './messages';

/** Fill colours of the four classes (light, as a spreadsheet's highlight cells are). */
export const SHEET_COLOURS: Record<PsiColour, string> = { red: 'FFFFC7CE', yellow: 'FFFFEB9C', blue: 'FFBDD7EE', green: 'FFC6EFCE' };
const ORDER: PsiColour[] = ['red', 'yellow', 'blue', 'green'];

const num = (value: string) => milli(value) / 1000;

function sheetOf(page: PsiPage, pick: (row: PsiRow, i: number) => string): XLSX.WorkSheet {
  const cols = ruleColumns(page.rule);
  const header = [...cols, ...page.periods];
  const body = page.list.map((row) => [
    ...cols.map((c) => (c === 'on_hands' || c === 'on_ways' ? num(row[c]) : (row[c] ?? ''))),
    ...page.periods.map((_, i) => num(pick(row, i))),
  ]);
  const sheet = XLSX.utils.aoa_to_sheet([header, ...body]);
  sheet['!cols'] = header.map((h, i) => ({ wch: i < cols.length ? 14 : Math.max(10, h.length + 1) }));
  return sheet;
}

/** The conditional formatting of the balance sheet: one rule per colour over every body row. */
export function colourRules(s: number, periodCount: number, rowCount: number): string {
  if (!rowCount) return '';
  const col = (p: number) => columnLetter(s + p - 1);
  const range = (a: number, b: number) => `$${col(a)}2:$${col(Math.min(b, periodCount))}2`;
  const last = columnLetter(s + periodCount - 1);
  const sqref = `A2:${last}${rowCount + 1}`;
  const negatives = (a: number, b: number) => `COUNTIF(${range(a, b)},"&lt;0")`;
  const formulas: Partial<Record<PsiColour, string>> = {
    red: `${negatives(1, 4)}&gt;0`,
    ...(periodCount >= 5 ? { yellow: `${negatives(5, 8)}&gt;0` } : {}),
    ...(periodCount >= 9 ? { blue: `${negatives(9, 52)}&gt;0` } : {}),
    green: `${negatives(1, 52)}=0`,
  };
  const rules = ORDER.filter((c) => formulas[c]).map(
    (c, i) => `<cfRule type="expression" dxfId="${ORDER.indexOf(c)}" priority="${i + 1}" stopIfTrue="1"><formula>${formulas[c]}</formula></cfRule>`,
  );
  return `<conditionalFormatting sqref="${sqref}">${rules.join('')}</conditionalFormatting>`;
}

const DXFS = `<dxfs count="4">${ORDER.map((c) => `<dxf><fill><patternFill patternType="solid"><bgColor rgb="${SHEET_COLOURS[c]}"/></patternFill></fill></dxf>`).join('')}</dxfs>`;

/** styles.xml with the four fills as differential formats 0–3 (red, yellow, blue, green). */
export function patchStyles(xml: string): string {
  if (/<dxfs\b[^>]*\/>/.test(xml)) return xml.replace(/<dxfs\b[^>]*\/>/, DXFS);
  if (/<dxfs\b[\s\S]*?<\/dxfs>/.test(xml)) return xml.replace(/<dxfs\b[\s\S]*?<\/dxfs>/, DXFS);
  const before = ['<tableStyles', '<colors', '<extLst', '</styleSheet>'].find((tag) => xml.includes(tag))!;
  return xml.replace(before, `${DXFS}${before}`);
}

/** The sheet XML with the header row frozen beside the key columns and the colour rules after its data. */
export function patchBalanceSheet(xml: string, rules: string, s: number): string {
  const pane = `<pane xSplit="${s}" ySplit="1" topLeftCell="${columnLetter(s)}2" activePane="bottomRight" state="frozen"/>`;
  let out = xml.replace(/<sheetView\b([^>]*?)\/>/, (_m, attrs: string) => `<sheetView${attrs}>${pane}</sheetView>`);
  if (rules) out = out.replace(/<\/sheetData>|<sheetData\/>/, (m) => `${m}${rules}`);
  return out;
}

type Zip = { FullPaths: string[]; FileIndex: { content?: Uint8Array | number[]; size: number }[] };

function patchPart(zip: Zip, suffix: string, patch: (xml: string) => string) {
  const i = zip.FullPaths.findIndex((p) => p.endsWith(suffix));
  if (i < 0) return;
  const entry = zip.FileIndex[i];
  const bytes = new TextEncoder().encode(patch(new TextDecoder().decode(Uint8Array.from(entry.content ?? []))));
  entry.content = bytes;
  entry.size = bytes.length;
}

/** The .xlsx of a PSI page (every row: the export asks for size 999999). */
export function writePsiBook(page: PsiPage, locale: Locale): Buffer {
  const s = page.balanceColumnIndex;
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheetOf(page, (r, i) => r.current.outcome[i]?.balance ?? '0'), 'PSI');
  XLSX.utils.book_append_sheet(book, sheetOf(page, (r, i) => r.current.outcome[i]?.demand ?? '0'), psiText(locale, 'demand'));
  XLSX.utils.book_append_sheet(book, sheetOf(page, (r, i) => r.current.outcome[i]?.esd ?? '0'), psiText(locale, 'esd'));
  const written = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: false }) as Buffer;
  const zip = XLSX.CFB.read(written, { type: 'buffer' }) as unknown as Zip;
  const rules = colourRules(s, page.periods.length, page.list.length);
  patchPart(zip, '/xl/worksheets/sheet1.xml', (xml) => patchBalanceSheet(xml, rules, s));
  patchPart(zip, '/xl/styles.xml', patchStyles);
  return sheetJsNativeZip.CFB.write(zip as never) as Buffer;
}
