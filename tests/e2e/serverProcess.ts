// Starts the product the way the README does (`npm start` after its build step): the real server
// process serving the built app and the API on one port, on a fresh embedded database or, where the
// run has a PostgreSQL server (DATABASE_URL, as `npm test` starts one), on a copy of a seeded database
// there as production runs (see `Seeded`).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery as sharedAdminQuery, databaseUrl } from '../shared/postgres';

export interface RunningServer {
  url: string;
  /** The server's data folder (the embedded database, when it runs on one, and stored files). */
  dataDir: string;
  /** The PostgreSQL database it runs on, if not the embedded one. */
  database?: string;
  /** Stops the process; its data folder and database are removed unless `keepData`. */
  stop(keepData?: boolean): Promise<void>;
}

/**
 * A migrated, demo-seeded start to copy: `dataDir`, the data folder of an earlier, stopped server; and
 * `database`, when that server ran on PostgreSQL, its database, copied as a template (well under a
 * second, against seconds to open the embedded engine's WebAssembly in every server).
 */
export interface Seeded {
  dataDir: string;
  database?: string;
}

/** A database name of this run's own (e2e_<kind>_<unique>), dropped when its server stops. */
export const newDatabaseName = (kind: string) => `e2e_${kind}_${process.pid}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** One statement on the run's PostgreSQL (DATABASE_URL). */
export const adminQuery = (text: string) => sharedAdminQuery(process.env.DATABASE_URL!, text);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * `seeded`: an earlier, stopped server's data to start from a copy of (already migrated and seeded:
 * a fresh database costs its creation and the demo seed at every start). `database`: run on a new
 * PostgreSQL database of that name (a copy of the seeded one, or empty to be migrated and seeded).
 */
export async function startServer(env: Record<string, string> = {}, seeded?: Seeded, database?: string): Promise<RunningServer> {
  // The server serves STATIC_DIR (default dist/), as in production.
  const staticDir = process.env.STATIC_DIR ?? 'dist';
  if (!existsSync(join(staticDir, 'index.html'))) throw new Error(`${staticDir}/ is missing: run \`npm run build\` first (npm test does)`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'distri-e2e-'));
  if (seeded) cpSync(seeded.dataDir, dataDir, { recursive: true });
  if (database) await adminQuery(`create database ${database}${seeded?.database ? ` template ${seeded.database}` : ''}`);
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_ENV: 'development', ...(database ? { DATABASE_URL: databaseUrl(process.env.DATABASE_URL!, database), SEED_DEMO: 'true', OIDC_DEV_PROVIDER: 'true' } : { DATABASE_URL: '' }), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // A fresh folder is created, migrated and seeded before the server says it runs: minutes on a
    // loaded two-core machine (it outlasted 90 s there); a copy of a seeded one starts in seconds.
    const limit = seeded ? 90 : 300;
    const timer = setTimeout(() => reject(new Error(`server did not start in ${limit} s:\n${output}`)), limit * 1000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    database,
    async stop(keepData = false) {
      child.removeAllListeners('exit');
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
      if (keepData) return;
      rmSync(dataDir, { recursive: true, force: true });
      if (database) await adminQuery(`drop database if exists ${database} with (force)`);
    },
  };
}
