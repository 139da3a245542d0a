// Hand-built zips for the upload bounds: what a zip bomb's headers say, and what it really holds.
import { crc32, deflateRawSync } from 'node:zlib';

interface ZipEntry {
  name: string;
  content: Buffer;
  /** The unpacked size the headers state (default: the true one). */
  statedSize?: number;
}

/** Deflated entries with local headers, a central directory and its end record (CRCs true). */
function writeZip(entries: ZipEntry[]): Buffer {
  const out: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, content, statedSize = content.length } of entries) {
    const compressed = deflateRawSync(content);
    const fileName = Buffer.from(name);
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(statedSize, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(statedSize, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    out.push(local, fileName, compressed);
    directory.push(central, fileName);
    offset += local.length + fileName.length + compressed.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, dir, end]);
}

/** A zip of one entry (or `entries` copies) whose headers state `statedSize` as its unpacked size. */
export function zipOf(content: Buffer, statedSize: number, name = 'xl/worksheets/sheet1.xml', entries = 1): Buffer {
  return writeZip(Array.from({ length: entries }, (_, i) => ({ name: entries === 1 ? name : `part${i}.xml`, content, statedSize })));
}

/** A real zip of the given entries, deflated, with true sizes and CRCs (as Excel writes one). */
export function zipEntries(entries: [string, Buffer][]): Buffer {
  return writeZip(entries.map(([name, content]) => ({ name, content })));
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A minimal .xlsx (the parts Excel needs) whose one sheet is `sheetXml`'s rows. */
export function xlsxPackage(sheetData: string, dimension?: string): Buffer {
  const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`);
  const sheet = `<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">${dimension ? `<dimension ref="${dimension}"/>` : ''}<sheetData>${sheetData}</sheetData></worksheet>`;
  return zipEntries([
    ['[Content_Types].xml', xml('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>')],
    ['_rels/.rels', xml('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>')],
    ['xl/worksheets/sheet1.xml', xml(sheet)],
    ['xl/workbook.xml', xml(`<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`)],
    ['xl/_rels/workbook.xml.rels', xml('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>')],
  ]);
}

/** Rows `from`..`to` of inline-string cells in columns A and B, as sheet XML. */
export function inlineRows(from: number, to: number, cells: (row: number) => [string, string]): string {
  const out: string[] = [];
  for (let r = from; r <= to; r++) {
    const [a, b] = cells(r);
    out.push(`<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>${a}</t></is></c><c r="B${r}" t="inlineStr"><is><t>${b}</t></is></c></row>`);
  }
  return out.join('');
}
