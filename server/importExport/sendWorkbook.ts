// A generated sheet answered as a download: the format's content type and an attachment header that
// carries any file name (RFC 6266 / RFC 5987), so no module writes these two headers by hand.
import type { FastifyReply } from 'fastify';
import { CONTENT_TYPES, type FileFormat } from './writeSheet';

/** RFC 5987 ext-value: encodeURIComponent leaves ' ( ) * as they are, which attr-char does not allow. */
const extValue = (name: string) => `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/**
 * `attachment; filename="…"; filename*=UTF-8''…`: filename (plain ASCII, other characters and
 * quotes as _) for old clients, filename* for the real name, which browsers prefer.
 */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=${extValue(fileName)}`;
}

/** Sends `data` as the file `fileName` of `format` (xlsx unless told). */
export function sendWorkbook(reply: FastifyReply, fileName: string, data: Buffer, format: FileFormat = 'xlsx') {
  return reply.header('content-type', CONTENT_TYPES[format]).header('content-disposition', attachmentDisposition(fileName)).send(data);
}
