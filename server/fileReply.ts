// Stored bytes answered as a download under their own name (any module's attachments).
import type { FastifyReply } from 'fastify';

export function sendFile(reply: FastifyReply, file: { name: string; type: string; content: Buffer | Uint8Array }) {
  const disposition = `attachment; filename="${file.name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
  return reply.header('content-type', file.type).header('content-disposition', disposition).send(Buffer.from(file.content));
}
