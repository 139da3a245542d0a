// "Come back later" answers keep the user signed in: the spec's client signs out on a bare 503, so a
// dropped database connection answers 503 WITH Retry-After (seconds), and busy uploads answer 429 with
// Retry-After (tests/server/http/multipartRoutes.test.ts). A real bug stays a 500 without it.
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_SECONDS, installErrorHandler } from '../../../server/http/errors';
import { startTestServer, type TestServer } from '../harness';

describe('the answer to a database connection that dropped', () => {
  const app = Fastify();
  beforeAll(async () => {
    installErrorHandler(app);
    // What pg raises when PostgreSQL terminates the backend mid-query, and when the socket breaks.
    app.get('/terminated', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    app.get('/socket', async () => {
      throw new Error('Connection terminated unexpectedly');
    });
    app.get('/bug', async () => {
      throw new TypeError('x is undefined');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('is 503 with Retry-After in seconds, in the caller language', async () => {
    for (const url of ['/terminated', '/socket']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe(String(DATABASE_RETRY_SECONDS));
    }
    const zh = await app.inject({ method: 'GET', url: '/terminated', headers: { 'accept-language': 'zh-CN' } });
    expect(zh.json().message).toContain('数据库暂时不可用');
  });

  it('leaves a bug a 500 without Retry-After (nothing to wait for)', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });
});

// The real thing on PostgreSQL: a list query waiting on a lock when its backend is terminated.
describe.runIf(Boolean(process.env.DATABASE_URL))('a request whose PostgreSQL backend is terminated', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('postgres');
  });
  afterAll(() => s?.close());

  it('answers 503 with Retry-After, and the next request succeeds', async () => {
    const token = await s.login('op');
    const dbName = (await s.database.db.selectNoFrom((eb) => eb.fn<string>('current_database').as('name')).executeTakeFirstOrThrow()).name;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${dbName}`;
    const locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
    try {
      const lockerPid = (await locker.query('select pg_backend_pid() as pid')).rows[0].pid as number;
      await locker.query('begin');
      await locker.query('lock table bg in access exclusive mode');
      const pending = s.app.inject({ method: 'GET', url: '/api/v1/bg', headers: { authorization: `Bearer ${token}` } });
      for (let waiting = 0; waiting === 0; ) {
        const res = await locker.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`, [dbName]);
        waiting = res.rows[0].n;
      }
      // A list's count and page reach the lock one after the other (they run beside the caller's
      // check): end the app's backends until the answer comes, so none is left waiting on the lock.
      let answer: Awaited<typeof pending> | undefined;
      while (!answer) {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and pid <> $2`, [dbName, lockerPid]);
        await admin.end();
        answer = await Promise.race([pending, new Promise<undefined>((done) => setTimeout(done, 200))]);
      }
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(DATABASE_RETRY_SECONDS));
      await locker.query('rollback');
    } finally {
      await locker.end();
    }
    const next = await s.app.inject({ method: 'GET', url: '/api/v1/bg', headers: { authorization: `Bearer ${token}` } });
    expect(next.statusCode).toBe(200);
  });
});
