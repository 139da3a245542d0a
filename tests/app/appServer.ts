// The real server for app tests: in process, on a fresh embedded database, listening on a port
// that the app's run-time config points at, so the real dataProvider talks to it over HTTP.
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { authProvider } from '../../src/authProvider';
import { PASSWORD, startTestServer, type TestServer } from '../server/harness';

export const pointAppAt = (origin: string) => {
  (window as unknown as { __APP_CONFIG__: { apiOrigin: string } }).__APP_CONFIG__ = { apiOrigin: origin };
};

/**
 * Starts the server before the file's tests and stops it after; signs out and unmounts after each test.
 * `crossOrigin` for screens that upload (see allowCrossOrigin).
 */
export function withAppServer(opts: { crossOrigin?: boolean } = {}): { readonly server: TestServer } {
  const holder = {} as { server: TestServer };
  beforeAll(async () => {
    holder.server = await startTestServer('pglite');
    if (opts.crossOrigin) allowCrossOrigin(holder.server);
    pointAppAt(await holder.server.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(() => holder.server?.close());
  afterEach(async () => {
    cleanup();
    await authProvider.logout({});
  });
  return holder;
}

/** Signs a demo account in through the real authProvider. */
export const signIn = (username: string) => authProvider.login({ username, password: PASSWORD });

/**
 * The upload goes by XMLHttpRequest (for its progress), and jsdom's XMLHttpRequest applies CORS as
 * browsers do; the test page (localhost:3000) is not on the server's origin, so the server grants it,
 * as a deployment with API_ORIGIN on another host would.
 */
export function allowCrossOrigin(test: TestServer) {
  test.app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin) return;
    reply.header('access-control-allow-origin', origin).header('access-control-expose-headers', 'content-disposition');
    if (req.method === 'OPTIONS') {
      await reply
        .header('access-control-allow-methods', 'GET, POST, PUT, DELETE')
        .header('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '')
        .code(204)
        .send();
    }
  });
}
