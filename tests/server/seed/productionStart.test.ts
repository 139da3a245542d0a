// No known passwords in production: the server started with APP_ENV=production on the embedded
// database creates no demo account (admin/demo was the default), refuses to start when SEED_DEMO asks
// for them without a DEMO_PASSWORD of its own, and gives the new database its first administrator
// from ADMIN_USER/ADMIN_PASSWORD or through a one-time link to choose a password. Real processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Started {
  child: ChildProcess;
  base: string;
  output: () => string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];

async function start(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...inherited, APP_ENV: 'production', DATA_DIR: 'memory://', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, STATIC_DIR: '/nonexistent', LOG_REQUESTS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await Promise.race([
    new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (output.includes('is running at') || child.exitCode !== null) {
          clearInterval(check);
          resolve();
        }
      }, 100);
    }),
    exited,
  ]);
  return { child, base, output: () => output, exited };
}

const signIn = (base: string, username: string, password: string) =>
  fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });

afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
});

describe('a production start on the embedded database', () => {
  it('creates no demo account; the first administrator chooses a password through a one-time link', async () => {
    const server = await start({});
    expect(server.output()).toContain('is running at');
    expect(server.output()).not.toContain('Demo accounts');
    // Two tries only: a third failure from one address asks for a captcha.
    for (const name of ['admin', 'op']) expect((await signIn(server.base, name, 'demo')).status, name).toBe(401);
    const link = /First administrator "admin" created without a password.*\n\s+(\S+)/.exec(server.output())?.[1];
    expect(link, server.output()).toMatch(new RegExp(`^${server.base}/resetPwd\\?token=`));
    const token = new URL(link!).searchParams.get('token')!;
    const chosen = 'Harbour-lights-2026';
    const reset = await fetch(`${server.base}/api/v1/auth/resetPwd`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, password: chosen }) });
    expect(reset.status).toBe(200);
    const signedIn = await signIn(server.base, 'admin', chosen);
    expect(signedIn.status).toBe(200);
    // The administrator reaches user administration (every permission).
    const { data } = (await signedIn.json()) as { data: { token: string } };
    expect((await fetch(`${server.base}/api/v1/user`, { headers: { authorization: `Bearer ${data.token}` } })).status).toBe(200);
    // The link was for once.
    const again = await fetch(`${server.base}/api/v1/auth/resetPwd`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, password: 'Another-one-2026' }) });
    expect(again.status).toBe(400);
  }, 120_000);

  it('takes the first administrator from ADMIN_USER and ADMIN_PASSWORD, and prints no password', async () => {
    const server = await start({ ADMIN_USER: 'it-ops', ADMIN_PASSWORD: 'Granite-valley-2026' });
    expect(server.output()).toContain('First administrator "it-ops" created with ADMIN_PASSWORD');
    expect(server.output()).not.toContain('Granite-valley-2026');
    expect((await signIn(server.base, 'it-ops', 'Granite-valley-2026')).status).toBe(200);
    expect((await signIn(server.base, 'admin', 'demo')).status).toBe(401);
  }, 120_000);

  it('refuses to start when SEED_DEMO asks for demo accounts without a DEMO_PASSWORD of its own', async () => {
    for (const env of [{ SEED_DEMO: 'true' }, { SEED_DEMO: 'true', DEMO_PASSWORD: 'demo' }] as Record<string, string>[]) {
      const server = await start(env);
      expect(await server.exited, server.output()).toBe(1);
      expect(server.output()).toMatch(/DEMO_PASSWORD/);
      expect(server.output()).not.toContain('is running at');
    }
  }, 120_000);
});
