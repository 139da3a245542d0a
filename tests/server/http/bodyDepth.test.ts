// Issue 22: a body nested 10,000 deep answered 500 where a route re-serialises it (POST
// /api/v1/rma/task forwards its body: JSON.stringify overflowed the stack). Nesting is bounded once,
// before any route: deeper than MAX_BODY_DEPTH is a 400 "nested too deep" on every route, anonymous
// or signed in; a body within the bound is read as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, nestedDeeperThan } from '../../../server/http/depthGuard';
import { BACKENDS, startTestServer, type TestServer } from '../harness';

/** `{"a": [[[...]]]}` with `levels` levels of objects and arrays in all. */
const nested = (levels: number) => `{"a":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

describe('nesting depth', () => {
  it('counts levels of objects and arrays, never recursing itself', () => {
    expect(nestedDeeperThan(JSON.parse(nested(MAX_BODY_DEPTH)), MAX_BODY_DEPTH)).toBe(false);
    expect(nestedDeeperThan(JSON.parse(nested(MAX_BODY_DEPTH + 1)), MAX_BODY_DEPTH)).toBe(true);
    expect(nestedDeeperThan(JSON.parse(nested(100_000)), MAX_BODY_DEPTH)).toBe(true);
    expect(nestedDeeperThan('text', 0)).toBe(false);
  });
});

describe.each(BACKENDS)('deep bodies on %s', (backend) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    token = await s.login('admin');
  });
  afterAll(() => s?.close());

  const post = (url: string, payload: string, auth = true, language = 'en-US') =>
    s.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', 'accept-language': language, ...(auth ? { authorization: `Bearer ${token}` } : {}) } });

  it('is a 400 "nested too deep" on a forwarding route, a generic one and a hand-written one', async () => {
    for (const url of ['/api/v1/rma/task', '/api/v1/bg', '/api/v1/role', '/api/v1/auth/login']) {
      const res = await post(url, nested(10_000));
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json()).toMatchObject({ message: `The request body is nested too deep (more than ${MAX_BODY_DEPTH} levels of objects and lists)`, errors: [{ field: 'body' }] });
    }
    // Anonymous: refused before the body matters.
    expect((await post('/api/v1/bg', nested(10_000), false)).statusCode).toBe(401);
    expect((await post('/api/v1/bg', nested(10_000), true, 'zh-CN')).json().message).toBe(`请求体嵌套过深（对象和列表超过 ${MAX_BODY_DEPTH} 层）`);
  });

  it('reads a body within the bound as before', async () => {
    const res = await post('/api/v1/rma/task', nested(MAX_BODY_DEPTH));
    expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    expect(res.json().message).not.toContain('nested too deep');
  });
});
