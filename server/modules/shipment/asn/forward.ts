// The spec's one-record paths (review, cancel, return, sync, unlock, export) run the declared
// transition, command or export route of the ASN's declaration: the same checks (permission of that
// transition alone, from-state, locks, version, effects), the same answer and event. The call is
// replayed inside the server with the caller's own credentials and language.
import type { FastifyReply, FastifyRequest } from 'fastify';

const PASSED = ['authorization', 'cookie', 'accept-language'];

export async function forward(req: FastifyRequest, reply: FastifyReply, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const headers: Record<string, string> = {};
  for (const h of PASSED) {
    const v = req.headers[h];
    if (typeof v === 'string') headers[h] = v;
  }
  const res = await req.server.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  reply.code(res.statusCode);
  for (const h of ['content-type', 'content-disposition']) {
    const v = res.headers[h];
    if (typeof v === 'string') reply.header(h, v);
  }
  return reply.send(res.rawPayload);
}
