// The API document lists only what exists, and everything that exists: its operations are exactly the
// router's /api routes (Fastify's own list, as each route was registered), both ways. A read-only report
// (material analysis, inventory prices) was documented with PUT and DELETE, which answer 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../harness';

type Doc = { paths: Record<string, Record<string, unknown>> };

describe('the API document against the router', () => {
  let s: TestServer;
  let doc: Doc;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    admin = await s.login('admin');
    doc = (await s.call({ method: 'GET', url: '/api/v1/openapi.json', token: admin })).body as unknown as Doc;
  });
  afterAll(() => s?.close());

  const documented = () => Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => ({ method: m.toUpperCase(), path })));
  const fastifyUrl = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

  it('documents no operation the router does not answer (asked of Fastify\'s router itself)', () => {
    const missing = documented().filter((op) => !s.app.hasRoute({ method: op.method as 'GET', url: fastifyUrl(op.path) }));
    expect(missing).toEqual([]);
  });

  it('documents every /api operation the router was given', () => {
    const document = new Set(documented().map((op) => `${op.method} ${op.path}`));
    const routed = s.app.apiRoutes.map((r) => `${r.method} ${r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    expect(routed.filter((op) => !document.has(op))).toEqual([]);
  });

  it('documents the read-only reports for reading only, and the router answers their writes 404', async () => {
    for (const path of ['/api/v1/report/material-analysis/{id}', '/api/v2/inventory/price/{id}']) {
      expect(Object.keys(doc.paths[path] ?? {}), path).toEqual(['get']);
      const url = path.replace('{id}', '1');
      expect((await s.call({ method: 'PUT', url, token: admin, payload: {} })).status, `PUT ${path}`).toBe(404);
      expect((await s.call({ method: 'DELETE', url, token: admin })).status, `DELETE ${path}`).toBe(404);
    }
  });
});
