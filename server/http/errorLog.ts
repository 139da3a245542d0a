// Every 5xx is logged, even with request logging off: one JSON line on stderr with the request id the
// caller was answered, the method, the route and path, and the error's type, code and stack. Never
// the body, the query's values or any header (tokens, cookies), and quoted text in database messages
// (which echoes values, e.g. `invalid input syntax for type bigint: "..."`) is blanked.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Where the lines go: stderr (replaceable so an embedding process can route them). */
export const errorLog = { write: (line: string) => void process.stderr.write(`${line}\n`) };

/** Request ids unique across restarts and replicas, so the one a clerk quotes finds one line. */
export const newRequestId = () => randomUUID();

const logged = new WeakSet<FastifyRequest>();

const scrub = (text: string) => text.replace(/"(?:[^"\\]|\\.)*"/g, '"…"').replace(/'(?:[^'\\]|\\.)*'/g, "'…'");

function describe(err: unknown) {
  if (!(err instanceof Error)) return err === undefined ? undefined : { type: typeof err };
  const e = err as Error & { code?: unknown };
  const message = scrub(e.message);
  const stack = e.stack ? scrub(e.stack.replace(e.message, message)) : undefined;
  return { type: e.name, ...(typeof e.code === 'string' ? { code: e.code } : {}), message, stack };
}

/** The request's path and the names (never the values) of its query parameters. */
function where(req: FastifyRequest): { route?: string; url: string } {
  const [path, query = ''] = req.url.split('?');
  const names = [...new Set(query.split('&').filter(Boolean).map((pair) => pair.split('=')[0]))];
  return { route: req.routeOptions?.url, url: names.length ? `${path}?${names.map((n) => `${n}=…`).join('&')}` : path };
}

export function logServerError(req: FastifyRequest, status: number, err?: unknown) {
  if (logged.has(req)) return;
  logged.add(req);
  const line = { level: 'error', time: new Date().toISOString(), requestId: req.id, status, method: req.method, ...where(req), err: describe(err) };
  errorLog.write(JSON.stringify(line));
}
