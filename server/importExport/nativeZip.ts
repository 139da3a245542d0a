// SheetJS for the server's .xlsx files, compressed once by node's zlib. SheetJS deflates in
// JavaScript, and src/schema/sheetBook.ts unzips its output to patch the sheet XML (frozen header,
// drop-downs) and zips it again: the 72 MB sheet XML of a 100,000-row export was deflated twice,
// 4-5 s each. Here SheetJS writes the parts stored (uncompressed) and the one zip written at the
// end is deflated natively at level 1: 0.8 s and 9 MB for that sheet, against SheetJS's 20 MB.
import { crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';

export interface ZipPart {
  name: string;
  content: Uint8Array;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** 1980-01-01 00:00 in DOS form: the parts carry no meaningful time. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
/** Bit 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;

/** A zip of the parts, each deflated (method 8) with zlib at level 1. */
export function zipParts(parts: ZipPart[]): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const data = deflateRawSync(part.content, { level: 1 });
    const crc = crc32(part.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4); // version needed: deflate
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(part.content.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(part.content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const size = directory.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...directory, end]);
}

/** The part of SheetJS's CFB container a zip is written from (xlsx types CFB as any). */
interface Container {
  FullPaths: string[];
  FileIndex: { type: number; size: number; content?: Uint8Array | number[] }[];
}

/** The files of a zip SheetJS read (CFB.read), as CFB.write's zip writer lists them. */
function partsOf(zip: Container): ZipPart[] {
  const root = zip.FullPaths[0];
  const parts: ZipPart[] = [];
  zip.FileIndex.forEach((entry, i) => {
    const name = zip.FullPaths[i].slice(root.length);
    // Type 2 is a file; SheetJS's own marker entry is not part of the workbook.
    if (entry.type !== 2 || !entry.content || !entry.size || name === '\u0001Sh33tJ5') return;
    const content = entry.content;
    parts.push({ name, content: content instanceof Uint8Array ? content : Uint8Array.from(content) });
  });
  return parts;
}

/**
 * SheetJS as sheetBook.ts uses it, writing parts uncompressed and zipping with zlib. Only the calls
 * sheetBook makes change: a workbook written "compressed" is stored, a zip written is deflated here.
 */
export const sheetJsNativeZip = {
  utils: XLSX.utils,
  // As a Buffer: SheetJS's uncompressed 'array' output is built byte by byte (56 s against 8 s for
  // a 100,000-row sheet); sheetBook copies whatever it gets into a Uint8Array.
  write: ((book, opts) => XLSX.write(book, { ...opts, type: 'buffer', compression: false })) as typeof XLSX.write,
  CFB: {
    ...XLSX.CFB,
    write: (zip: Container) => zipParts(partsOf(zip)),
  },
};
