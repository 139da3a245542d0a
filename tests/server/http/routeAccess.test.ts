// Every /api route states who may call it, and the one access hook holds the line: without a
// token, a route that is not public answers 401 before it reads its body or touches the database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(TEST_BACKEND);
});
afterAll(() => server.close());

const sample = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');

describe('route access', () => {
  it('is stated by every /api route', () => {
    const silent = server.app.apiRoutes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(server.app.apiRoutes.length).toBeGreaterThan(100);
    expect(silent).toEqual([]);
  });

  it('refuses every route that is not public with 401 when no token comes', async () => {
    const wrong: string[] = [];
    for (const route of server.app.apiRoutes.filter((r) => r.access !== 'public')) {
      const res = await server.call({ method: route.method as 'GET', url: sample(route.url), payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      if (res.status !== 401) wrong.push(`${route.method} ${route.url}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets the public routes answer without a token', async () => {
    const publicRoutes = server.app.apiRoutes.filter((r) => r.access === 'public');
    expect(publicRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['POST /api/v1/auth/login', 'GET /api/v1/info']));
    for (const route of publicRoutes) {
      const res = await server.call({ method: route.method as 'GET', url: sample(route.url), payload: route.method === 'GET' ? undefined : {} });
      expect(res.status, `${route.method} ${route.url}`).not.toBe(401);
    }
  });

  it('answers a read run alongside the check only once the caller passed it', async () => {
    // The price check reads while the caller is checked (readAlongside): a refusal still wins, over a bad query too.
    const find = (query: string, token?: string) => server.call({ method: 'GET', url: `/api/v2/price-ti/material-price/find?${query}`, token });
    const good = 'mpn=X&ec_code=Y&plan_ship_date=2026-01-01';
    const bad = 'mpn=X&ec_code=Y&plan_ship_date=2026-02-30';
    // audit01 audits price drafts and may not run the price check (manager may: the ASN's permissions).
    const [viewer, auditor] = [await server.login('viewer'), await server.login('audit01')];
    expect((await find(good)).status).toBe(401);
    expect((await find(bad)).status).toBe(401);
    expect((await find(good, 'not-a-session-token-at-all-0123456789')).status).toBe(401);
    expect((await find(bad, 'not-a-session-token-at-all-0123456789')).status).toBe(401);
    const refused = await find(good, auditor);
    expect(refused.status).toBe(403);
    expect(refused.body).not.toHaveProperty('data');
    expect((await find(bad, auditor)).status).toBe(403);
    expect((await find(good, viewer)).status).toBe(200);
    expect((await find(bad, viewer)).status).toBe(400);
  });

  it('reads a generic list and record while the caller is checked, and a refusal still wins over its database error', async () => {
    const [viewer, admin] = [await server.login('viewer'), await server.login('admin')];
    const list = (token?: string) => server.call({ method: 'GET', url: '/api/v1/bu?page=1&size=5', token });
    const one = (token?: string) => server.call({ method: 'GET', url: '/api/v1/bu/1', token });
    expect((await list(admin)).body.data).toMatchObject({ total: expect.any(Number), list: expect.any(Array) });
    // The list's sort column gone: its read fails in the database, for whoever asks.
    await sql`alter table bu rename column code to code_gone`.execute(server.database.db);
    try {
      for (const read of [list, one]) {
        for (const [token, status] of [[undefined, 401], ['not-a-session-token-at-all-0123456789', 401], [viewer, 403]] as const) {
          const refused = await read(token);
          expect(refused.status).toBe(status);
          expect(refused.body).not.toHaveProperty('data');
          expect(JSON.stringify(refused.body)).not.toMatch(/code_gone|column|relation/i);
        }
      }
      // The same read for a caller who passed: the database error is theirs to see (a 500).
      expect((await list(admin)).status).toBe(500);
    } finally {
      await sql`alter table bu rename column code_gone to code`.execute(server.database.db);
    }
    expect((await list(admin)).status).toBe(200);
  });
});
