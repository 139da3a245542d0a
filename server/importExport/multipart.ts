// The one file of an import's multipart body (RFC 7578), with its name and MIME type.
// The app's multipart plugin keeps only a file's bytes (attachFieldsToBody: 'keyValues'), and the
// upload rules need the name and type too; the body here is already bounded by the route's bodyLimit.

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

export function boundaryOf(contentType: string | undefined): string | undefined {
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return m ? (m[1] ?? m[2]) : undefined;
}

function parameter(header: string, name: string): string | undefined {
  const extended = new RegExp(`;\\s*${name}\\*=([^']*)'[^']*'([^;]+)`, 'i').exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // fall back to the plain parameter
    }
  }
  const plain = new RegExp(`;\\s*${name}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]+))`, 'i').exec(header);
  if (!plain) return undefined;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2].trim();
}

function headersOf(block: Buffer): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The part named `field` that carries a file name; undefined when there is none (or it is empty). */
export function findFile(body: Buffer, boundary: string, field: string): UploadedFile | undefined {
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const headerStart = start + delimiter.length;
    if (body.subarray(headerStart, headerStart + 2).toString() === '--') return undefined; // closing delimiter
    const headerEnd = body.indexOf(HEADER_END, headerStart);
    if (headerEnd === -1) return undefined;
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), headerEnd + 4);
    if (next === -1) return undefined;
    const headers = headersOf(body.subarray(headerStart + CRLF.length, headerEnd));
    const disposition = headers.get('content-disposition') ?? '';
    const filename = parameter(disposition, 'filename');
    if (parameter(disposition, 'name') === field && filename) {
      return {
        // Old browsers send the whole client path ("C:\\fakepath\\x.xlsx"): keep the last segment.
        filename: filename.split(/[\\/]/).pop() ?? filename,
        mimetype: (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase(),
        data: body.subarray(headerEnd + HEADER_END.length, next),
      };
    }
    start = next + CRLF.length;
  }
  return undefined;
}
