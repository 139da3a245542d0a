// The built app over HTTP: the precompressed twin the browser accepts (br before gzip, identity
// otherwise), a year's immutable caching for hashed assets, and index.html (also as the history-
// routing fallback) revalidated on every load.
import type { LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../harness';
import { builtApp, INDEX_HTML, MAIN_SCRIPT, MAIN_STYLE, SCRIPT, type BuiltApp } from './builtApp';

const YEAR = 'public, max-age=31536000, immutable';

function decoded(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  switch (res.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw).toString();
    case 'gzip':
      return gunzipSync(raw).toString();
    default:
      return raw.toString();
  }
}

describe.each(BACKENDS)('serving the built app on %s', (backend) => {
  let s: TestServer;
  let site: BuiltApp;
  beforeAll(async () => {
    site = builtApp();
    s = await startTestServer(backend, { staticDir: site.dir });
  });
  afterAll(async () => {
    await s.close();
    site.remove();
  });

  const get = (url: string, acceptEncoding?: string) => s.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('sends a hashed script as %s asks (%s), cached for a year', async (accept, encoding) => {
    const res = await get(MAIN_SCRIPT, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe(YEAR);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(decoded(res)).toBe(SCRIPT);
    if (encoding) expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('caches a hashed stylesheet for a year too', async () => {
    const res = await get(MAIN_STYLE, 'br');
    expect([res.statusCode, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([200, 'br', YEAR]);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
  });

  it('revalidates index.html on every load, at / and as the fallback of a screen path, compressed too', async () => {
    for (const url of ['/', '/login', '/basic/customer/bgManagement/7/show']) {
      for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
        const res = await get(url, accept);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(decoded(res)).toBe(INDEX_HTML);
      }
    }
  });

  it('revalidates a file without a content hash, and leaves API answers uncached', async () => {
    expect((await get('/robots.txt')).headers['cache-control']).toBe('no-cache');
    expect((await get('/config.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/api/v1/info')).headers['cache-control']).toBe('no-store');
    expect((await get('/assets/missing-Zz99Zz99.js')).statusCode).toBe(404);
  });
});
