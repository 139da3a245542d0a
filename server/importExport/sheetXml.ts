// The first sheet of a plain .xlsx read straight from its XML, giving the cells SheetJS gives with
// readSheet's options (dense, values only). SheetJS took 3.3-5.4 s for a 50,000 x 18 sheet (a
// regular expression or two per cell and tag), longer than writing the rows; this scan of the same
// XML takes a tenth of that. It reads only what Excel, LibreOffice and SheetJS write for plain data:
// rows and cells with their `r`, shared, inline and formula-result strings, numbers and booleans.
// Anything else (rich or phonetic text, error or date cells, CDATA, prefixed tags, single-quoted
// attributes, UTF-16 parts ...) answers `undefined`, and readSheet lets SheetJS read the file.
import type { CellObject } from 'xlsx';
import type { ZipParts } from './zipGuard';

export interface XmlSheet {
  /** Rows by index (row number - 1), each a dense array of cells with holes, as SheetJS's `!data`. */
  grid: (CellObject | undefined)[][];
  date1904: boolean;
}

/** Parts the reader may need, kept by the zip guard when it inflates them anyway. */
export const wantedPart = (name: string) => /^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml|worksheets\/[^/]+\.xml)$/.test(name);

class Unsupported extends Error {}

const ENTITIES: Record<string, string> = { '&quot;': '"', '&apos;': "'", '&gt;': '>', '&lt;': '<', '&amp;': '&' };
const ENTITY = /&(?:quot|apos|gt|lt|amp|#x?([\da-fA-F]+));/gi;
const CODE = /_x([\da-fA-F]{4})_/gi;

/** SheetJS's unescapexml, character for character (entities, then _xHHHH_; CRLF -> LF for text). */
function unescapeXml(text: string, lineFeeds: boolean, asciiOnly = false): string {
  if (text.indexOf('&') < 0 && text.indexOf('_x') < 0 && text.indexOf('_X') < 0 && (!lineFeeds || text.indexOf('\r') < 0)) return text;
  if (text.includes('<![CDATA[')) throw new Unsupported();
  const out = text
    .replace(ENTITY, (m: string, code: string) => {
      const c = ENTITIES[m] || String.fromCharCode(parseInt(code, m.indexOf('x') > -1 ? 16 : 10)) || m;
      // SheetJS decodes UTF-8 after this step for cell values: a non-ASCII entity would differ.
      if (asciiOnly && c.charCodeAt(0) > 0x7f) throw new Unsupported();
      return c;
    })
    .replace(CODE, (_m: string, c: string) => {
      const ch = String.fromCharCode(parseInt(c, 16));
      if (asciiOnly && ch.charCodeAt(0) > 0x7f) throw new Unsupported();
      return ch;
    });
  return lineFeeds ? out.replace(/\r\n/g, '\n') : out;
}

function text(part: Buffer | undefined): string | undefined {
  if (!part) return undefined;
  // UTF-16 or a byte-order mark: SheetJS's own conversions apply.
  if (part[0] === 0xef || part[0] === 0xfe || part[0] === 0xff || part[0] === 0) throw new Unsupported();
  return part.toString('utf8');
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The one <t> of a plain string item; rich runs (<r>) and phonetic runs are left to SheetJS. */
function plainString(item: string): string {
  const t = /^\s*<t(?:\s[^>]*)?>([^<]*)<\/t>\s*$/.exec(item) ?? /^\s*<t(?:\s[^>]*)?\/>\s*$/.exec(item);
  if (!t) throw new Unsupported();
  return unescapeXml(t[1] ?? '', true);
}

function sharedStrings(xml: string | undefined): string[] {
  if (xml === undefined) return [];
  const start = xml.indexOf('<sst');
  if (start < 0) throw new Unsupported();
  const out: string[] = [];
  for (let at = xml.indexOf('<si>', start); at >= 0; at = xml.indexOf('<si>', at)) {
    const end = xml.indexOf('</si>', at);
    if (end < 0) throw new Unsupported();
    out.push(plainString(xml.slice(at + 4, end)));
    at = end + 5;
  }
  // An <si> written any other way (attributes, a prefix) would be missed: count them all.
  if ((xml.match(/<(?:\w+:)?si\b/g)?.length ?? 0) !== out.length) throw new Unsupported();
  return out;
}

/** The first sheet's part name, from the workbook and its relationships; date1904 from workbookPr. */
function firstSheet(parts: ZipParts): { path: string; date1904: boolean } {
  const workbook = text(parts.get('xl/workbook.xml'));
  const rels = text(parts.get('xl/_rels/workbook.xml.rels'));
  if (!workbook || !rels || !workbook.includes('http://schemas.openxmlformats.org/spreadsheetml/2006/main')) throw new Unsupported();
  const sheet = /<sheet\s[^>]*>/.exec(workbook)?.[0];
  const id = sheet && /\sr:id="([^"]*)"/.exec(sheet)?.[1];
  const rel = id && new RegExp(`<Relationship\\s[^>]*Id="${id.replace(/[^\w-]/g, '')}"[^>]*>`).exec(rels)?.[0];
  const target = rel && attribute(rel, 'Target');
  if (!target || !/^(\/xl\/)?worksheets\/[^/]+\.xml$/.test(target)) throw new Unsupported();
  const props = /<workbookPr\s[^>]*>/.exec(workbook)?.[0];
  const flag = props && attribute(props, 'date1904');
  return { path: `xl/${target.replace(/^\/xl\//, '')}`, date1904: flag === '1' || flag === 'true' };
}

/** The first sheet's part name, or undefined when the workbook is not one this reader follows. */
export function firstSheetPath(parts: ZipParts): string | undefined {
  try {
    return firstSheet(parts).path;
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
}

/** A cell's value as SheetJS makes it from its type and <v> text; undefined: no cell (SheetJS skips it). */
function cellOf(type: string | undefined, value: string | undefined, inline: string | undefined, strings: string[]): CellObject | undefined {
  switch (type ?? 'n') {
    case 'n':
      return value === undefined || value === '' ? undefined : { t: 'n', v: parseFloat(value) };
    case 's': {
      if (value === undefined) return undefined;
      const index = parseInt(value, 10);
      if (!(index >= 0 && index < strings.length)) throw new Unsupported();
      return { t: 's', v: strings[index] };
    }
    case 'str':
      return { t: 's', v: value === undefined ? '' : unescapeXml(value, true, true) };
    case 'inlineStr':
      return { t: 's', v: inline === undefined ? '' : plainString(inline) };
    case 'b':
      return { t: 'b', v: value === '1' || value === 'true' };
    default:
      throw new Unsupported();
  }
}

const LT = 60; // <
const GT = 62; // >
const SLASH = 47;
const QUOTE = 34;
const APOSTROPHE = 39;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/** A scanner over the sheet XML: character codes and indexOf, no regular expression or slice per cell. */
class Scanner {
  at = 0;
  r?: string;
  t?: string;
  constructor(readonly xml: string) {}

  /** Reads the attributes of the tag whose name ends at `at`, up to its '>'; true when it closes itself. */
  attributes(): boolean {
    const xml = this.xml;
    this.r = this.t = undefined;
    for (;;) {
      let c = xml.charCodeAt(this.at);
      while (isSpace(c)) c = xml.charCodeAt(++this.at);
      if (c === GT) {
        this.at++;
        return false;
      }
      if (c === SLASH && xml.charCodeAt(this.at + 1) === GT) {
        this.at += 2;
        return true;
      }
      const eq = xml.indexOf('=', this.at);
      if (eq < 0 || xml.charCodeAt(eq + 1) !== QUOTE) throw new Unsupported(); // single quotes, spaces around '='
      const close = xml.indexOf('"', eq + 2);
      if (close < 0) throw new Unsupported();
      const name = xml.slice(this.at, eq);
      if (name === 'r') this.r = xml.slice(eq + 2, close);
      else if (name === 't') this.t = xml.slice(eq + 2, close);
      else if (name.includes('<') || name.includes('>') || xml.charCodeAt(eq - 1) === APOSTROPHE) throw new Unsupported();
      this.at = close + 1;
    }
  }

  startsWith(text: string): boolean {
    return this.xml.startsWith(text, this.at);
  }

  /** Text up to `end`, leaving `at` after it. */
  until(end: string): string {
    const stop = this.xml.indexOf(end, this.at);
    if (stop < 0) throw new Unsupported();
    const out = this.xml.slice(this.at, stop);
    this.at = stop + end.length;
    return out;
  }
}

/** The cell's children into `out`: <v> and <is> read, <f> skipped (SheetJS's cellFormula: false), nothing else. */
function cellContent(sc: Scanner, out: { value?: string; inline?: string }) {
  out.value = out.inline = undefined;
  for (;;) {
    while (isSpace(sc.xml.charCodeAt(sc.at))) sc.at++;
    if (sc.startsWith('</c>')) {
      sc.at += 4;
      return;
    }
    if (sc.startsWith('<v>') || sc.startsWith('<v ')) {
      // <v xml:space="preserve">: SheetJS's writer keeps line breaks that way.
      sc.at += 2;
      if (sc.attributes()) throw new Unsupported();
      const raw = sc.until('</v>');
      if (raw.includes('<')) throw new Unsupported();
      if (raw !== '') out.value = unescapeXml(raw, false, true);
    } else if (sc.startsWith('<is>')) {
      sc.at += 4;
      out.inline = sc.until('</is>');
    } else if (sc.startsWith('<f>') || sc.startsWith('<f ') || sc.startsWith('<f/')) {
      sc.at += 2;
      if (!sc.attributes()) sc.until('</f>');
    } else throw new Unsupported();
  }
}

const ROW_START = /^[1-9]\d*$/;

/** "AB12" -> [row 11, column 27]; anything else (lower case, $, no digits) is left to SheetJS. */
function cellRef(ref: string | undefined): [number, number] {
  if (ref === undefined) throw new Unsupported();
  let column = 0;
  let i = 0;
  for (let c = ref.charCodeAt(0); c >= 65 && c <= 90 && i < 3; c = ref.charCodeAt(++i)) column = column * 26 + c - 64;
  let row = 0;
  const digits = i;
  for (let c = ref.charCodeAt(i); c >= 48 && c <= 57; c = ref.charCodeAt(++i)) row = row * 10 + c - 48;
  if (digits === 0 || i === digits || i !== ref.length || row === 0) throw new Unsupported();
  return [row - 1, column - 1];
}

/** Rows of the sheet; rows past `maxRows` make the reader give up (SheetJS reports the overflow). */
function sheetRows(xml: string, strings: string[], maxRows: number): (CellObject | undefined)[][] {
  const grid: (CellObject | undefined)[][] = [];
  const open = xml.indexOf('<sheetData');
  if (open < 0) throw new Unsupported();
  const sc = new Scanner(xml);
  const content: { value?: string; inline?: string } = {};
  sc.at = open + '<sheetData'.length;
  if (sc.attributes()) return grid;
  for (;;) {
    while (isSpace(xml.charCodeAt(sc.at))) sc.at++;
    if (xml.charCodeAt(sc.at) !== LT) throw new Unsupported();
    if (sc.startsWith('</sheetData>')) return grid;
    if (sc.startsWith('</row>')) {
      sc.at += 6;
      continue;
    }
    if (sc.startsWith('<row') && (isSpace(xml.charCodeAt(sc.at + 4)) || xml.charCodeAt(sc.at + 4) === GT)) {
      sc.at += 4;
      sc.attributes();
      if (sc.r === undefined || !ROW_START.test(sc.r)) throw new Unsupported();
      continue;
    }
    const next = xml.charCodeAt(sc.at + 2);
    if (xml.charCodeAt(sc.at + 1) !== 99 /* c */ || !(isSpace(next) || next === GT || next === SLASH)) throw new Unsupported();
    sc.at += 2;
    const closed = sc.attributes();
    const [row, column] = cellRef(sc.r);
    const type = sc.t;
    if (closed) content.value = content.inline = undefined;
    else cellContent(sc, content);
    // A cell with neither a type nor a value is skipped (no sheetStubs), even with a formula.
    if (type === undefined && content.value === undefined) continue;
    const cell = cellOf(type, content.value, content.inline, strings);
    if (!cell) continue;
    if (row >= maxRows) throw new Unsupported();
    (grid[row] ??= [])[column] = cell;
  }
}

/** The first sheet's cells, or undefined when the file uses anything this reader leaves to SheetJS. */
export function readSheetXml(parts: ZipParts, maxRows: number): XmlSheet | undefined {
  try {
    const { path, date1904 } = firstSheet(parts);
    const xml = text(parts.get(path));
    if (xml === undefined) return undefined;
    const grid = sheetRows(xml, sharedStrings(text(parts.get('xl/sharedStrings.xml'))), maxRows);
    return { grid, date1904 };
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
}
