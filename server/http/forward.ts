// The spec writes some calls on paths beside a route the platform already serves (GET /api/v1/rma/tasks
// for the list at /api/v1/rma, PUT /api/v2/pre-maxout/status/{id} for the declared transition). Such a
// call is answered by that route itself, in process, as the same caller, so both behave alike: same
// checks, same envelope, same errors.
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const PASSED_HEADERS = ['authorization', 'cookie', 'accept-language'];

/** Calls `url` in process with the caller's credentials and language. */
export function injectAs(app: FastifyInstance, req: FastifyRequest, method: Method, url: string, payload?: unknown) {
  const headers: Record<string, string> = {};
  for (const name of PASSED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const options: InjectOptions = { method, url, headers };
  // What goes on is always JSON, whatever the caller's body came as.
  if (payload !== undefined) options.payload = JSON.stringify(payload);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return app.inject(options);
}

/** Answers the call with what `url` answers: the same body and query (GET), the same status and content. */
export async function forward(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, method: Method, url: string) {
  const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
  const res = await injectAs(app, req, method, url + (method === 'GET' ? query : ''), method === 'GET' ? undefined : (req.body ?? {}));
  const type = String(res.headers['content-type'] ?? '');
  // JSON goes back as a value (the reply's own hooks serialize it), anything else as bytes.
  if (type.includes('json')) return reply.code(res.statusCode).send(res.json());
  if (type) reply.header('content-type', type);
  return reply.code(res.statusCode).send(res.rawPayload);
}
