// Zip-bomb guard for .xlsx uploads, run before SheetJS sees the file. An .xlsx is a zip: its
// central directory states every part's compressed and uncompressed size, so an oversized file is
// refused from those few bytes, in microseconds, without inflating anything.
//
// The records are read the way SheetJS 0.20.3 reads them (the last end-of-central-directory record;
// each part's size taken from its local header, the central directory's as a fallback), so the
// sizes checked are the ones the parser will use. A zip can lie about sizes, so what passes is then
// inflated once with zlib capped at the stated size: the work stays bounded by the limits below even
// when the stated sizes are false. The parts a caller asks for are handed back from that inflation,
// so the sheet reader does not inflate them again.
import { constants, inflateRawSync } from 'node:zlib';
import { MAX_UNZIPPED_BYTES, MAX_ZIP_ENTRIES } from './limits';

/** Inflated parts by their name in the zip, as kept for the caller. */
export type ZipParts = Map<string, Buffer>;

export type ZipVerdict = { ok: true; parts: ZipParts } | { ok: false; reason: 'tooLarge' | 'tooManyParts' | 'unsupported' | 'corrupt' };

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EXTRA = 0x0001;
const MASKED_32 = 0xffffffff;
const ENCRYPTED = 0x0001 | 0x0040 | 0x2000;
const DEFLATE = 8;

interface Part {
  name: string;
  method: number;
  dataStart: number;
  /** What SheetJS will allocate and inflate to (0: as much as the data yields). */
  statedSize: number;
  /** The central directory's size, which bounds the data-descriptor case. */
  directorySize: number;
}

class Refusal extends Error {
  constructor(readonly reason: Extract<ZipVerdict, { ok: false }>['reason']) {
    super(reason);
  }
}

function hasZip64Extra(data: Buffer, start: number, length: number): boolean {
  for (let p = start; p + 4 <= start + length; ) {
    if (data.readUInt16LE(p) === ZIP64_EXTRA) return true;
    p += 4 + data.readUInt16LE(p + 2);
  }
  return false;
}

function readU32(data: Buffer, at: number): number {
  if (at < 0 || at + 4 > data.length) throw new Refusal('corrupt');
  return data.readUInt32LE(at);
}

function readLocalPart(data: Buffer, offset: number, directorySize: number, name: string): Part {
  if (readU32(data, offset) !== LOCAL_HEADER || offset + 30 > data.length) throw new Refusal('corrupt');
  const flags = data.readUInt16LE(offset + 6);
  const method = data.readUInt16LE(offset + 8);
  const compressed = data.readUInt32LE(offset + 18);
  const size = data.readUInt32LE(offset + 22);
  const nameLength = data.readUInt16LE(offset + 26);
  const extraLength = data.readUInt16LE(offset + 28);
  if (flags & ENCRYPTED || compressed === MASKED_32 || size === MASKED_32) throw new Refusal('unsupported');
  if (hasZip64Extra(data, offset + 30 + nameLength, extraLength)) throw new Refusal('unsupported');
  const dataStart = offset + 30 + nameLength + extraLength;
  // A stored part is copied, not inflated: its size is what the file holds.
  return { name, method, dataStart, statedSize: method === DEFLATE ? size : compressed, directorySize };
}

function readParts(data: Buffer): Part[] {
  const end = data.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0 || end + 22 > data.length) throw new Refusal('corrupt');
  if (end >= 20 && data.readUInt32LE(end - 20) === ZIP64_LOCATOR) throw new Refusal('unsupported');
  const count = data.readUInt16LE(end + 10);
  const directoryOffset = data.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === MASKED_32) throw new Refusal('unsupported');
  if (count > MAX_ZIP_ENTRIES) throw new Refusal('tooManyParts');
  const parts: Part[] = [];
  let total = 0;
  for (let i = 0, p = directoryOffset; i < count; i++) {
    if (readU32(data, p) !== DIRECTORY_ENTRY || p + 46 > data.length) throw new Refusal('corrupt');
    const flags = data.readUInt16LE(p + 8);
    const size = data.readUInt32LE(p + 24);
    const nameLength = data.readUInt16LE(p + 28);
    const extraLength = data.readUInt16LE(p + 30);
    const commentLength = data.readUInt16LE(p + 32);
    const localOffset = data.readUInt32LE(p + 42);
    if (flags & ENCRYPTED || size === MASKED_32 || localOffset === MASKED_32) throw new Refusal('unsupported');
    if (hasZip64Extra(data, p + 46 + nameLength, extraLength)) throw new Refusal('unsupported');
    const part = readLocalPart(data, localOffset, size, data.toString('utf8', p + 46, p + 46 + nameLength));
    total += Math.max(part.statedSize, size);
    if (total > MAX_UNZIPPED_BYTES) throw new Refusal('tooLarge');
    parts.push(part);
    p += 46 + nameLength + extraLength + commentLength;
  }
  return parts;
}

/**
 * One part checked before and after it is inflated (a sheet's declared and counted rows), so a file
 * too big for the caller is refused from its first bytes rather than after inflating all of it.
 */
export interface PartVet {
  /** Parts inflated before all others: those `pick` reads (they must be kept). */
  early: (name: string) => boolean;
  /** The part to vet, from the early parts kept; undefined: none. It is inflated next. */
  pick: (kept: ZipParts) => string | undefined;
  /** Its first inflated bytes (a few KB), before the rest is: throws to refuse. */
  head: (head: Buffer) => void;
  /** All of it, inflated: throws to refuse. */
  whole: (data: Buffer) => void;
}

/** Compressed bytes inflated for a vet's head: a part's first few KB of text (and at most 4 MB of output). */
const HEAD_INPUT = 4 * 1024;

function inflateHead(data: Buffer, part: Part): Buffer | undefined {
  try {
    const input = data.subarray(part.dataStart, part.dataStart + HEAD_INPUT);
    return inflateRawSync(input, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: 1024 * HEAD_INPUT });
  } catch {
    return undefined; // the whole part's inflation says what is wrong with it
  }
}

/** The early parts, then the vetted one, then the rest (`pick` runs once the early ones are kept). */
function* inOrder(parts: Part[], kept: ZipParts, vet: PartVet | undefined): Generator<{ part: Part; vetted: boolean }> {
  if (!vet) {
    for (const part of parts) yield { part, vetted: false };
    return;
  }
  const rest = parts.filter((p) => !vet.early(p.name));
  for (const part of parts) if (vet.early(part.name)) yield { part, vetted: false };
  const picked = vet.pick(kept);
  const first = rest.find((p) => p.name === picked);
  if (first) yield { part: first, vetted: true };
  for (const part of rest) if (part !== first) yield { part, vetted: false };
}

/** Inflates each part with zlib, stopping as soon as a part yields more than it states; keeps the wanted ones. */
function verifyStatedSizes(data: Buffer, parts: Part[], keep: (name: string) => boolean, vet?: PartVet): ZipParts {
  const kept: ZipParts = new Map();
  for (const { part, vetted } of inOrder(parts, kept, vet)) {
    if (vetted && part.method === DEFLATE) {
      const head = inflateHead(data, part);
      if (head) vet!.head(head);
    }
    if (part.method !== DEFLATE) {
      // Stored: the bytes as they are (other methods are left to SheetJS, which refuses them).
      const stored = part.method === 0 && part.statedSize > 0 ? data.subarray(part.dataStart, part.dataStart + part.statedSize) : undefined;
      if (stored && vetted) {
        vet!.head(stored.subarray(0, HEAD_INPUT));
        vet!.whole(stored);
      }
      if (stored && keep(part.name)) kept.set(part.name, stored);
      continue;
    }
    const limit = Math.max(part.statedSize || part.directorySize, 1);
    let inflated: Buffer;
    try {
      inflated = inflateRawSync(data.subarray(part.dataStart), { maxOutputLength: limit });
    } catch (e) {
      throw new Refusal(e instanceof RangeError ? 'tooLarge' : 'corrupt');
    }
    if (vetted) vet!.whole(inflated);
    if (keep(part.name)) kept.set(part.name, inflated);
  }
  return kept;
}

/** `keep` names the parts to hand back inflated (none by default); `vet` checks one part as it is inflated. */
export function inspectZip(data: Buffer, keep: (name: string) => boolean = () => false, vet?: PartVet): ZipVerdict {
  try {
    return { ok: true, parts: verifyStatedSizes(data, readParts(data), keep, vet) };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, reason: e.reason };
    throw e;
  }
}
