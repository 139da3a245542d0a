// A dropped PostgreSQL connection (restart, failover, idle timeout) must not end the server: the
// pool drops the dead client and the next request gets a new one. Against the real PostgreSQL
// server only (DATABASE_URL); PGlite has no connections to lose.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgres, startTestServer, type TestServer } from '../harness';

const PASSWORD = 'drop-test-pass';

/** Ends every connection of the app to `database`, as an operator's pg_terminate_backend would. */
async function terminateBackends(database: string, except?: number): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const res = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and pid <> coalesce($2, 0)`,
      [database, except ?? null],
    );
    return res.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const dbName = (url: string) => new URL(url).pathname.slice(1);
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe.skipIf(!process.env.DATABASE_URL)('a dropped PostgreSQL connection', () => {
  describe('the server process', () => {
    let child: ChildProcess;
    let output = '';
    let base = '';
    let scratch: Awaited<ReturnType<typeof scratchPostgres>>;

    beforeAll(async () => {
      scratch = await scratchPostgres();
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, DATABASE_URL: scratch.url, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'true', DEMO_PASSWORD: PASSWORD, STATIC_DIR: '/nonexistent', LOG_REQUESTS: 'false' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
      await new Promise<void>((resolve, reject) => {
        const check = setInterval(() => {
          if (output.includes('is running at')) resolve();
          else if (child.exitCode !== null) reject(new Error(`server exited: ${output}`));
          else return;
          clearInterval(check);
        }, 100);
      });
    }, 120000);
    afterAll(async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await scratch.drop();
    });

    const login = () => fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'op', password: PASSWORD }) });

    it('survives its connections being terminated and answers the next request', async () => {
      expect((await login()).status).toBe(200); // the pool now holds idle connections
      expect(await terminateBackends(dbName(scratch.url))).toBeGreaterThan(0);
      await settle(); // the sockets' ends reach the process
      expect(child.exitCode, output).toBeNull();
      expect(output).not.toMatch(/Unhandled 'error' event/);
      expect(output).toMatch(/PostgreSQL connection lost/);
      const again = await login();
      expect(again.status).toBe(200);
      expect(((await again.json()) as { data: { token: string } }).data.token).toEqual(expect.any(String));
    });
  });

  describe('a request whose query is running when its connection is terminated', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer('postgres');
    });
    afterAll(() => s.close());

    it('answers 503 (try again) and the next request succeeds', async () => {
      const token = await s.login('op');
      const dbNow = (await s.database.db.selectNoFrom((eb) => eb.fn<string>('current_database').as('name')).executeTakeFirstOrThrow()).name;
      // Another session holds a lock on the table, so the list query waits inside PostgreSQL.
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${dbNow}`;
      const locker = new pg.Client({ connectionString: url.toString() });
      await locker.connect();
      const lockerPid = (await locker.query('select pg_backend_pid() as pid')).rows[0].pid as number;
      await locker.query('begin');
      await locker.query('lock table bg in access exclusive mode');
      const pending = s.call({ method: 'GET', url: '/api/v1/bg', token });
      // Wait until the app's query is waiting for the lock.
      for (let waiting = 0; waiting === 0; ) {
        const res = await locker.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`, [dbNow]);
        waiting = res.rows[0].n;
      }
      // A list's count and page reach the lock one after the other (they run beside the caller's
      // check): end the app's backends until the answer comes, so none is left waiting on the lock.
      let answer: Awaited<typeof pending> | undefined;
      while (!answer) {
        await terminateBackends(dbNow, lockerPid);
        answer = await Promise.race([pending, new Promise<undefined>((done) => setTimeout(done, 200))]);
      }
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe('The database is briefly unavailable. Please try again in a moment.');
      await locker.query('rollback');
      await locker.end();
      const next = await s.call({ method: 'GET', url: '/api/v1/bg', token });
      expect(next.status).toBe(200);
    });
  });
});
