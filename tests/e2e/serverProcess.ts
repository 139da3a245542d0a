// Starts the product the way the README does (`npm start` after its build step): the real server
// process on a fresh embedded database, serving the built app and the API on one port.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  /** The server's embedded database folder. */
  dataDir: string;
  /** Stops the process; the data folder is removed unless `keepData`. */
  stop(keepData?: boolean): Promise<void>;
}

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
 * `seededFrom`: the data folder of an earlier, stopped server to start from a copy of (already
 * migrated and seeded: a fresh folder costs a database init and the demo seed at every start).
 */
export async function startServer(env: Record<string, string> = {}, seededFrom?: string): Promise<RunningServer> {
  // The server serves STATIC_DIR (default dist/), as in production.
  const staticDir = process.env.STATIC_DIR ?? 'dist';
  if (!existsSync(join(staticDir, 'index.html'))) throw new Error(`${staticDir}/ is missing: run \`npm run build\` first (npm test does)`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'distri-e2e-'));
  if (seededFrom) cpSync(seededFrom, dataDir, { recursive: true });
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', APP_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // A fresh folder is created, migrated and seeded before the server says it runs: minutes on a
    // loaded two-core machine (it outlasted 90 s there); a copy of a seeded one starts in seconds.
    const limit = seededFrom ? 90 : 300;
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
    async stop(keepData = false) {
      child.removeAllListeners('exit');
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
