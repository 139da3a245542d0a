// A list page of 500 rows (the spec's largest page) in the real browser: from an in-app navigation to
// its rows on screen, split at the moment the list's data arrives, and the DOM it leaves. Against the
// raw work in the same page: the same 500 rows' answer as a bare <table> of text, built and painted.
// Then a scroll through the rows, top to bottom in 120 frames, for the frame rate. Run on a build (`npx vite build`):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test STATIC_DIR=dist node_modules/.bin/tsx bench/screens/listPage.ts
// (RUNS=3 navigations per list, medians). The server runs on a scratch PostgreSQL database with the
// demo data (bench/lib), which holds over 500 materials, purchase orders and inventory changes.
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/browser';
import { signIn } from '../../tests/e2e/signIn';
import { benchDatabase, BENCH_PASSWORD } from '../lib/materials';
import { startServerProcess } from '../lib/serverProcess';
import { median, ratio } from '../lib/timing';

const RUNS = Number(process.env.RUNS ?? 3);
const SIZE = 500;
const LISTS: { name: string; path: string; api: string }[] = [
  { name: 'materials', path: '/management/material/materialManagement', api: '/api/v2/material/info' },
  { name: 'purchase orders', path: '/shipment/order/poManagement', api: '/api/v2/po' },
  { name: 'inventory history', path: '/analysis/inventoryHistory', api: '/api/v2/inventory/history' },
];

interface Visit {
  /** Navigation to the list answer's last byte. */
  toData: number;
  /** The answer's last byte to SIZE rows painted. */
  dataToRows: number;
  domNodes: number;
  rowNodes: number;
}

/**
 * Navigates inside the app (history push, as a menu link does) and times, in the page's clock, the
 * list answer's last byte (Resource Timing) and the first frame after its rows are on screen: all
 * SIZE rows in the table, or (a list that renders rows as they come into view) rows filling the
 * list's visible box.
 */
async function visit(page: Page, path: string, api: string): Promise<Visit> {
  return page.evaluate(
    async ({ path, api, size }) => {
      const isAnswer = (e: PerformanceEntry) => {
        const url = new URL(e.name);
        return url.pathname === api && url.searchParams.get('size') === String(size);
      };
      const answer = () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(isAnswer);
      const onScreen = () => {
        if (!answer()) return false;
        const rows = document.querySelectorAll('#main-content tbody tr.RaDatagrid-row');
        if (rows.length >= size) return true;
        const box = document.querySelector('#main-content .RaDatagrid-tableWrapper')?.getBoundingClientRect();
        const last = rows[rows.length - 1]?.getBoundingClientRect();
        return Boolean(box && last && last.bottom >= Math.min(box.bottom, innerHeight));
      };
      performance.clearResourceTimings();
      const start = performance.now();
      history.pushState({}, '', `${path}?page=1&size=${size}`);
      dispatchEvent(new PopStateEvent('popstate'));
      const rowsAt = await new Promise<number>((resolve, reject) => {
        const give = setTimeout(() => reject(new Error(`${path}: rows not on screen after 60 s`)), 60_000);
        const tick = () => {
          if (onScreen()) {
            // The frame after the one whose DOM had the rows: they are painted by then.
            requestAnimationFrame(() => {
              clearTimeout(give);
              resolve(performance.now());
            });
          } else requestAnimationFrame(tick);
        };
        tick();
      });
      const body = document.querySelector('#main-content tbody');
      return {
        toData: answer()!.responseEnd - start,
        dataToRows: rowsAt - answer()!.responseEnd,
        domNodes: document.getElementsByTagName('*').length,
        rowNodes: body ? body.getElementsByTagName('*').length + 1 : 0,
      };
    },
    { path, api, size: SIZE },
  );
}

/** The raw work: the same answer's rows as a bare table of text cells, appended and painted. */
async function bareTable(page: Page, api: string): Promise<number> {
  return page.evaluate(
    async ({ api, size }) => {
      const token = localStorage.getItem('token') ?? '';
      const res = await fetch(`${api}?page=1&size=${size}`, { headers: { authorization: `Bearer ${token}` } });
      const rows = ((await res.json()) as { data: { list?: Record<string, unknown>[] } | Record<string, unknown>[] }).data;
      const list = Array.isArray(rows) ? rows : (rows.list ?? []);
      const start = performance.now();
      const table = document.createElement('table');
      const tbody = table.createTBody();
      for (const row of list) {
        const tr = tbody.insertRow();
        for (const value of Object.values(row)) tr.insertCell().textContent = value === null || typeof value === 'object' ? '' : String(value);
      }
      const holder = document.createElement('div');
      holder.style.cssText = 'position:fixed;inset:0;overflow:auto;background:#fff;z-index:99999';
      holder.append(table);
      document.body.append(holder);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const ms = performance.now() - start;
      holder.remove();
      if (list.length < size) throw new Error(`${api}: ${list.length} rows, fewer than ${size}`);
      return ms;
    },
    { api, size: SIZE },
  );
}

/** Scrolls the list's own box from top to bottom in 120 even frames; frames per second and rows rendered at the end. */
async function scrollThrough(page: Page): Promise<{ fps: number; rows: number }> {
  return page.evaluate(async () => {
    const scroller = document.querySelector<HTMLElement>('#main-content .RaDatagrid-tableWrapper') ?? document.scrollingElement!;
    const frames = 120;
    const start = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    let last = start;
    for (let i = 1; i <= frames; i++) {
      // Re-read the height: a list that grows as it scrolls gets taller on the way.
      scroller.scrollTop = ((scroller.scrollHeight - scroller.clientHeight) * i) / frames;
      last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    }
    // The rows below come in a frame or two after the last scroll.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { fps: (frames * 1000) / (last - start), rows: document.querySelectorAll('#main-content tbody tr.RaDatagrid-row').length };
  });
}

async function main() {
  const scratch = await benchDatabase();
  const server = await startServerProcess({ DATABASE_URL: scratch.url, STATIC_DIR: process.env.STATIC_DIR ?? 'dist', SEED_DEMO: 'false' }).catch(async (e) => {
    await scratch.drop();
    throw e;
  });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // tsx names the functions it compiles with a helper the page does not have.
    await page.addInitScript('window.__name = (f) => f');
    await signIn(page, server.url, 'admin', BENCH_PASSWORD);
    console.log(`list pages of ${SIZE} rows, ${RUNS} in-app navigations each after one warm-up (medians), 1440x900, admin`);
    for (const list of LISTS) {
      const visits: Visit[] = [];
      const raw: number[] = [];
      const fps: number[] = [];
      const reached: number[] = [];
      for (let run = -1; run < RUNS; run++) {
        await page.goto(server.url + '/home');
        await page.locator('#main-content h1').first().waitFor();
        const v = await visit(page, list.path, list.api);
        const f = await scrollThrough(page);
        const r = await bareTable(page, list.api);
        if (run < 0) continue;
        visits.push(v);
        fps.push(f.fps);
        reached.push(f.rows);
        raw.push(r);
      }
      const toData = median(visits.map((v) => v.toData));
      const toRows = median(visits.map((v) => v.dataToRows));
      const bare = median(raw);
      console.log(
        `${list.name.padEnd(18)} navigation to data ${toData.toFixed(0)} ms, data to ${SIZE} rows on screen ${toRows.toFixed(0)} ms (aim <= 500)` +
          `  bare table ${bare.toFixed(0)} ms  ratio ${ratio(toRows, bare)}` +
          `  DOM ${median(visits.map((v) => v.domNodes))} nodes (rows ${median(visits.map((v) => v.rowNodes))})  scroll ${median(fps).toFixed(0)} fps, ${Math.min(...reached)} rows rendered at the end`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    await scratch.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
