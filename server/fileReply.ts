// Stored bytes answered as a download under their own name (any module's attachments).
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './importExport/sendWorkbook';

export function sendFile(reply: FastifyReply, file: { name: string; type: string; content: Buffer | Uint8Array }) {
  return reply.header('content-type', file.type).header('content-disposition', attachmentDisposition(file.name)).send(Buffer.from(file.content));
}
