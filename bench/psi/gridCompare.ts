// Our PSI grid against AG Grid Community over the same answer, in the same Chromium (issue 26: pick the
// grid by measurement). The server's page of 500 rows (1,500 lines x 52 weeks, the bench BG of psi.ts)
// is fetched once and served with a small page of its own (bench/psi/compare, built here, never part of
// the product's build); each grid is opened RUNS times, alternating, after one warm-up each:
//   time to interactive: the answer's text in hand -> parsed, first rows painted, an arrow key answered;
//   scrolling: 120 animation frames, two lines down each and half a period right every other one;
//   DOM cells: grid cells in the DOM against the cells in the grid's box.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/psi/gridCompare.ts [rows=5000]
//   (PSI_ANSWER=<file>: a saved answer instead of a scratch database and server; RUNS: runs per grid)
import react from '@vitejs/plugin-react';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { build } from 'vite';
import { launchBrowser } from '../../tests/e2e/browser';
import { businessToday } from '../../server/time/businessDay';
import { benchDatabase, BENCH_PASSWORD } from '../lib/materials';
import { signIn, startServerProcess } from '../lib/serverProcess';
import { median, ratio } from '../lib/timing';
import { fill } from './psi';

const ROWS = Number(process.argv[2] ?? 5000);
const RUNS = Number(process.env.RUNS ?? 5);
const GRIDS = ['ours', 'ag'] as const;
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

interface Run { parsed: number; painted: number; interactive: number; fps: number; cells: number; visible: number }

/** The page's answer: what the PSI screen asks the server for its largest page (500 rows). */
async function serverAnswer(): Promise<string> {
  const scratch = await benchDatabase();
  const server = await startServerProcess({ DATABASE_URL: scratch.url, STATIC_DIR: '/nonexistent', SEED_DEMO: 'false' });
  try {
    await fill(scratch.database.db, ROWS);
    const token = await signIn(server.url, 'op', BENCH_PASSWORD);
    const today = businessToday();
    const res = await fetch(`${server.url}/api/v1/backlog/psi?date=${today}&backlog_date=${today}&rule=5&period=week&page=1&size=500&bg=BENCH&order=asc`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    return await res.text();
  } finally {
    await server.stop();
    await scratch.drop();
  }
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'psi-compare-'));
  const root = resolve(import.meta.dirname, 'compare');
  await build({ root, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 } });
  const answer = process.env.PSI_ANSWER ? readFileSync(process.env.PSI_ANSWER, 'utf8') : await serverAnswer();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.route('http://compare.bench/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/psi.json') return route.fulfill({ body: answer, contentType: 'application/json' });
      const file = join(outDir, path === '/' ? 'index.html' : path);
      return route.fulfill({ body: readFileSync(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
    });
    const runs: Record<(typeof GRIDS)[number], Run[]> = { ours: [], ag: [] };
    const loads: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      for (const grid of GRIDS) {
        await page.goto(`http://compare.bench/?grid=${grid}`);
        loads.push(loadavg()[0]);
        const run = await Promise.race([
          page.evaluate<Run>('window.__bench()'),
          new Promise<never>((_r, reject) => setTimeout(() => reject(new Error(`${grid}: no answer in 120 s`)), 120_000)),
        ]);
        if (i > 0) runs[grid].push(run); // the first opening of each warms the browser's caches
      }
    }
    const list = await page.evaluate(`JSON.parse(${JSON.stringify(answer)}).data.list.length`);
    console.log(`PSI grid comparison: ${list} rows x 52 weeks (${Number(list) * 3} lines), ${RUNS} runs each, load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`);
    const stat = (xs: number[], digits = 0) => `median ${median(xs).toFixed(digits)} (min ${Math.min(...xs).toFixed(digits)}, max ${Math.max(...xs).toFixed(digits)})`;
    for (const grid of GRIDS) {
      const r = runs[grid];
      const last = r[r.length - 1];
      console.log(`${grid === 'ours' ? 'ours   ' : 'AG Grid'}  TTI ${stat(r.map((x) => x.interactive))} ms [parse ${median(r.map((x) => x.parsed)).toFixed(0)}, painted ${median(r.map((x) => x.painted)).toFixed(0)}]; scroll ${stat(r.map((x) => x.fps), 1)} fps; DOM cells ${last.cells} for ${last.visible} in view (${ratio(last.cells, last.visible)})`);
    }
    const [o, a] = [runs.ours, runs.ag];
    console.log(`ratio ours/AG: TTI ${ratio(median(o.map((x) => x.interactive)), median(a.map((x) => x.interactive)))}, fps ${ratio(median(o.map((x) => x.fps)), median(a.map((x) => x.fps)))}, DOM cells ${ratio(o[o.length - 1].cells, a[a.length - 1].cells)}`);
  } finally {
    await browser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
