// The spec caps text by UTF-8 bytes; these helpers count and cut on a character boundary.

const encoder = new TextEncoder();

export function utf8Length(value: string): number {
  return encoder.encode(value).length;
}

/** Cuts `value` to at most `maxBytes` UTF-8 bytes without splitting a character. */
export function truncateUtf8(value: string, maxBytes: number): string {
  // A UTF-16 unit is at most 3 UTF-8 bytes: short text needs no byte count.
  if (value.length * 3 <= maxBytes || utf8Length(value) <= maxBytes) return value;
  let bytes = 0;
  let out = '';
  for (const ch of value) {
    const size = utf8Length(ch);
    if (bytes + size > maxBytes) break;
    bytes += size;
    out += ch;
  }
  return out;
}
