// A build served from another origin (CORS_ORIGINS) must be able to change and delete records:
// the preflight allows every method and header the browser app sends, and only for listed origins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../harness';

const ALLOWED = 'https://admin.example.com';
const APP_HEADERS = 'accept, accept-language, authorization, content-type, id-token, access-token';

describe.each(BACKENDS)('cross-origin calls on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { corsOrigins: [ALLOWED] });
  });
  afterAll(() => s.close());

  const preflight = (origin: string, method: string) =>
    s.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/bg/1',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': APP_HEADERS },
    });

  it.each(['PUT', 'DELETE', 'PATCH', 'POST'])('lets an allowed origin send %s with the app headers', async (method) => {
    const res = await preflight(ALLOWED, method);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    const methods = String(res.headers['access-control-allow-methods']).split(/,\s*/);
    expect(methods).toContain(method);
    const headers = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    for (const name of APP_HEADERS.split(', ')) expect(headers).toContain(name);
  });

  it('gives a refused origin no allow header', async () => {
    const res = await preflight('https://evil.example.com', 'DELETE');
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('answers the allowed origin’s DELETE with its allow-origin header', async () => {
    const token = await s.login('admin');
    const created = await s.call({ method: 'POST', url: '/api/v1/bg', token, payload: { code: 'CORS1', name: 'Cors', status: 'active' } });
    const id = (created.body.data as { id: number }).id;
    const res = await s.app.inject({ method: 'DELETE', url: `/api/v1/bg/${id}`, headers: { origin: ALLOWED, authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    // A busy answer's Retry-After must be readable there, or the spec's client takes a 503 for a sign-out.
    const exposed = String(res.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['content-disposition', 'retry-after']));
  });
});
