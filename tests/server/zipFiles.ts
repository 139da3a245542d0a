// Hand-built zips for the upload bounds: what a zip bomb's headers say, and what it really holds.
import { deflateRawSync } from 'node:zlib';

/** A zip of one entry whose headers state `statedSize` as its unpacked size. */
export function zipOf(content: Buffer, statedSize: number, name = 'xl/worksheets/sheet1.xml', entries = 1): Buffer {
  const compressed = deflateRawSync(content);
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < entries; i++) {
    const fileName = Buffer.from(entries === 1 ? name : `part${i}.xml`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(statedSize, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(statedSize, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, compressed);
    directory.push(central, fileName);
    offset += local.length + fileName.length + compressed.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
