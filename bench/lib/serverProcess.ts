// The real server as a child process (`node --import tsx server/main.ts`, no tsx wrapper process),
// on a database the bench prepared, so HTTP and JSON are timed as a client sees them and the
// server's memory can be read from the kernel (/proc/<pid>/status).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface BenchServer {
  url: string;
  pid: number;
  /** Resident set size now and its high-water mark since start (VmRSS / VmHWM), in MB. */
  memory(): { rssMb: number; peakMb: number };
  stop(): Promise<void>;
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

function statusKb(pid: number, key: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(key + ':'));
  return line ? Number(/(\d+)/.exec(line)![1]) : NaN;
}

/** The bench's server on a database the bench prepared, without the built app. */
export function startBenchServer(databaseUrl: string): Promise<BenchServer> {
  return startServerProcess({ DATABASE_URL: databaseUrl, STATIC_DIR: '/nonexistent', SEED_DEMO: 'false' });
}

/** The server on a free loopback port, with `env` over this process's environment. */
export async function startServerProcess(env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, APP_ENV: 'development', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const pid = child.pid!;
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    memory: () => ({ rssMb: statusKb(pid, 'VmRSS') / 1024, peakMb: statusKb(pid, 'VmHWM') / 1024 }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}
