// Every registered operation, driven by the route list and the declarations, receives the input
// classes that once answered 500 (NUL bytes, prototype names, numbers beyond 64 bits or a column's
// range, huge page offsets, dates JavaScript reads and PostgreSQL refuses) and seeded random ones,
// as the administrator and anonymously. Bad input is a 4xx: any 5xx fails, naming the request.
// Multipart bodies (no or a garbage boundary, malformed parts) go to every operation too. FUZZ_SEED=<n> replays another seed.
// Issue 22's classes: objects with their own toString/valueOf in every one-value field and hand-written key,
// a body nested 10,000 deep to every operation taking one, and the same POST four times at once
// (./concurrentPlan.ts). The stateful pass (every transition and command) is ./stateful.test.ts.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../src/resources/declarations';
import { tableName } from '../../../src/schema';
import { registeredRoutes } from '../../../server/apiDoc/routeList';
import { BACKENDS, EVERY_BACKEND, startTestServer, type TestServer } from '../harness';
import { concurrentPosts } from './concurrentPlan';
import { buildPlan, type FuzzRequest, type Samples } from './requestPlan';

const SEED = Number(process.env.FUZZ_SEED ?? 9_2026);
const RANDOM_PER_ROUTE = 4;
const SHARD_COUNT = 4;
const SHARDS = Array.from({ length: SHARD_COUNT }, (_, i) => i);
/** The viewer: an existing account and role the administrator may change without losing access. */
const VIEWER_ID = 4;

/** The test server does not listen, so the SSO code exchange cannot reach the provider: a 502 by design. */
const upstreamOnly = (r: FuzzRequest, status: number) => status === 502 && r.url.startsWith('/api/v1/auth/hhData');

// The test engine (see harness.ts); FUZZ_EVERY_BACKEND=true fuzzes the embedded one too (about a minute more).
const FUZZ_BACKENDS = process.env.FUZZ_EVERY_BACKEND === 'true' ? EVERY_BACKEND : BACKENDS;

describe.each(FUZZ_BACKENDS)('fuzzed requests to every operation on %s', (backend) => {
  let s: TestServer;
  let token: string;
  let plan: FuzzRequest[];
  let together: FuzzRequest[];

  beforeAll(async () => {
    s = await startTestServer(backend);
    token = await s.login('admin');
    const samples: Samples = new Map();
    for (const decl of resources) {
      const res = await s.call({ method: 'GET', url: `${decl.api.base}?size=1&sort=id&order=asc`, token });
      // A resource the administrator may not read (role OP's system config) is fuzzed without a sample.
      const row = (res.body.data as { list: Record<string, unknown>[] } | undefined)?.list[0];
      if (row) samples.set(decl.name, { id: Number(row.id), record: row });
    }
    await s.app.ready();
    // Signing out would end the administrator's session: that call goes anonymously only.
    const routes = registeredRoutes(s.app);
    plan = buildPlan({ routes, resources, samples, existingId: VIEWER_ID, seed: SEED, randomPerRoute: RANDOM_PER_ROUTE }).map((r) =>
      r.url.startsWith('/api/v1/auth/logout') ? { ...r, anonymous: true } : r,
    );
    together = concurrentPosts(routes, resources, samples, VIEWER_ID);
  });

  /** Sends one planned request as the plan says (token, content type, the record's current version). */
  const send = async (r: FuzzRequest) => {
    const body = r.currentVersionOf ? { ...(r.body as object), version: await currentVersion(s, r.currentVersionOf) } : r.body;
    const contentType = r.raw?.contentType ?? (body === undefined ? undefined : 'application/json');
    const payload = r.raw?.payload ?? (body === undefined ? undefined : JSON.stringify(body));
    const headers = { ...(r.anonymous ? {} : { authorization: `Bearer ${token}` }), ...(contentType ? { 'content-type': contentType } : {}) };
    const res = await s.app.inject({ method: r.method as 'GET', url: r.url, headers, ...(payload === undefined ? {} : { payload }) });
    const failure = `${res.statusCode} ${r.method} ${r.url}${r.anonymous ? ' (anonymous)' : ''}${payload === undefined ? '' : ` ${contentType} body=${JSON.stringify(payload).slice(0, 300)}`} -> ${res.body.slice(0, 200)}`;
    return { status: res.statusCode, failure };
  };
  afterAll(() => s?.close());

  // The plan grows with every route; shards keep each test's time bounded as the product grows.
  it.each(SHARDS)('answers no request with a 5xx (shard %i of ' + SHARD_COUNT + ')', { timeout: 120_000 }, async (shard) => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const mine = plan.filter((_, i) => i % SHARD_COUNT === shard);
    for (const r of mine) {
      const { status, failure } = await send(r);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500 && !upstreamOnly(r, status)) failures.push(failure);
    }
    const summary = `seed ${SEED}, shard ${shard}: ${mine.length} of ${plan.length} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`;
    console.log(`fuzz on ${backend}: ${summary}, ${failures.length} 5xx`);
    expect(failures, `${failures.length} requests answered 5xx (${summary}):\n${failures.slice(0, 40).join('\n')}`).toEqual([]);
    // The administrator still works: no fuzzed call took the session or its rights away.
    expect((await s.call({ method: 'GET', url: '/api/v1/user?size=1', token })).status).toBe(200);
  });

  // Issue 22: races of a check-then-insert (four snapshots at once: three 500s). After the shards, which aim at the samples.
  it('answers the same POST sent four times at once with no 5xx', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const r of together) {
      for (const { status, failure } of await Promise.all([r, r, r, r].map(send))) {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 && !upstreamOnly(r, status)) failures.push(failure);
      }
    }
    console.log(`fuzz on ${backend}: ${together.length} POST operations four times at once, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${failures.length} 5xx`);
    expect(failures, `${failures.length} answers were 5xx:\n${failures.slice(0, 40).join('\n')}`).toEqual([]);
    expect((await s.call({ method: 'GET', url: '/api/v1/user?size=1', token })).status).toBe(200);
  });
});

async function currentVersion(s: TestServer, of: NonNullable<FuzzRequest['currentVersionOf']>): Promise<number> {
  const res = await sql<{ version: number }>`select version from ${sql.table(tableName(of.decl))} where id = ${of.id}`.execute(s.database.db);
  return Number(res.rows[0]?.version ?? 1);
}
