// The real server (in process, on a port, fresh embedded database) with faults planned per test: a
// call that meets a dropped database connection (the error the pg driver raises, answered by the
// server's own error handler), an answer replaced by one a spec backend gives, or the server's own
// answer rewritten. Every request's method and URL is recorded, so a test sees what the client sent.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { startTestServer, type TestServer } from '../../server/harness';
import { pointAppAt } from '../appServer';

export interface Fault {
  method: string;
  /** The URL's path, without the query. */
  path: string;
  /** How many calls meet the fault; it is gone after. */
  times: number;
  /** Thrown before the route runs: the server's error handler answers it. */
  throws?: () => Error;
  /** Answered instead of the route. */
  reply?: { status: number; body: unknown };
  /** The route's JSON answer, changed on its way out. */
  rewrite?: (body: Record<string, unknown>) => Record<string, unknown>;
}

/** What the pg driver raises when PostgreSQL ends the connection (a restart, a failover). */
export const connectionLost = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

export interface FaultyServer {
  readonly server: TestServer;
  /** Faults still planned; a test adds its own. */
  faults: Fault[];
  /** `METHOD /path?query` of every request, in order. */
  requests: string[];
  /** The body's media type of each request with one (`multipart/form-data`, `application/json`), by its line in `requests`. */
  bodyTypes: Map<number, string>;
}

export function withFaultyServer(): FaultyServer {
  const state = { faults: [] as Fault[], requests: [] as string[], bodyTypes: new Map() } as FaultyServer & { server: TestServer };
  const take = (method: string, url: string, wants: (f: Fault) => boolean) => {
    const path = url.split('?')[0];
    const fault = state.faults.find((f) => f.method === method && f.path === path && f.times > 0 && wants(f));
    if (fault) fault.times--;
    return fault;
  };
  beforeAll(async () => {
    const server = await startTestServer('pglite');
    server.app.addHook('onRequest', async (req) => {
      const type = req.headers['content-type'];
      if (type) state.bodyTypes.set(state.requests.length, type.split(';')[0].trim());
      state.requests.push(`${req.method} ${req.url}`);
    });
    server.app.addHook('preHandler', async (req, reply) => {
      const fault = take(req.method, req.url, (f) => !!(f.throws || f.reply));
      if (fault?.throws) throw fault.throws();
      if (fault?.reply) return reply.code(fault.reply.status).send(fault.reply.body);
    });
    server.app.addHook('onSend', async (req, _reply, payload) => {
      if (typeof payload !== 'string') return payload;
      const fault = take(req.method, req.url, (f) => !!f.rewrite);
      return fault?.rewrite ? JSON.stringify(fault.rewrite(JSON.parse(payload) as Record<string, unknown>)) : payload;
    });
    state.server = server;
    pointAppAt(await server.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(() => state.server?.close());
  afterEach(async () => {
    state.faults = [];
    state.requests.length = 0;
    state.bodyTypes.clear();
    await authProvider.logout({});
  });
  return state;
}

/** The requests to one path (any query), as recorded. */
export const requestsTo = (faulty: FaultyServer, method: string, path: string) =>
  faulty.requests.filter((r) => r === `${method} ${path}` || r.startsWith(`${method} ${path}?`));

/** The body's media type of the last request to a path. */
export function lastBodyType(faulty: FaultyServer, method: string, path: string): string | undefined {
  const at = faulty.requests.findLastIndex((r) => r === `${method} ${path}` || r.startsWith(`${method} ${path}?`));
  return at < 0 ? undefined : faulty.bodyTypes.get(at);
}
