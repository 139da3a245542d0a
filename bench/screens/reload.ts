// Full-reload time of every screen of the route table to a usable screen, against the bare sign-in
// page reloaded in the same run (same bundle boot, no session, no data). A screen is usable when its
// heading is in the content (the page's own h1 or the shell's) and no progress bar is left (the app
// bar's spinner turns while any query loads). Run on a build (`npx vite build`):
//   npx tsx bench/screens/reload.ts            (RUNS=3 reloads per screen, the median kept)
// Prints each screen's median, then p50 and p95 over the screens and their ratio to the baseline.
import type { Browser, Page } from 'playwright-core';
import { buildRegistry } from '../../src/registry';
import { launchBrowser } from '../../tests/e2e/browser';
import { startServer } from '../../tests/e2e/serverProcess';
import { signIn } from '../../tests/e2e/signIn';
import { median, ratio } from '../lib/timing';

const { routeTable } = buildRegistry();

const RUNS = Number(process.env.RUNS ?? 3);
// Pages outside the signed-in frame and redirect-only paths (as the browser walks), and screens whose
// path needs a record's id.
const NOT_SCREENS = new Set(['/auth/callback', '/register', '/recover', '/resetPwd', '/apiDoc']);
const SCREENS = routeTable.map((r) => r.path).filter((p) => !NOT_SCREENS.has(p) && !p.includes(':'));

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

/** Reloads `url` and waits for a usable screen: an h1 in the content and no progress bar. */
async function reloadToScreen(page: Page, url: string): Promise<number> {
  const start = performance.now();
  await page.goto(url);
  await page.waitForFunction(() => Boolean(document.querySelector('#main-content h1')) && !document.querySelector('[role="progressbar"]'), undefined, { timeout: 30_000, polling: 'raf' });
  return performance.now() - start;
}

/** The bare sign-in page of a signed-out browser: the app's boot without a session or data. */
async function reloadSignIn(page: Page, url: string): Promise<number> {
  const start = performance.now();
  await page.goto(url + '/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 30_000 });
  return performance.now() - start;
}

async function main() {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const signedIn = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    const bare = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(signedIn, server.url, 'admin');
    // Warm both (the browser's cache of the bundle, the server's first queries).
    await reloadToScreen(signedIn, server.url + '/home');
    await reloadSignIn(bare, server.url);

    const perScreen: number[] = [];
    const baseline: number[] = [];
    const slow: string[] = [];
    for (const path of SCREENS) {
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Alternate with the baseline so both see the same moments of a shared machine.
        samples.push(await reloadToScreen(signedIn, server.url + path).catch(() => NaN));
        baseline.push(await reloadSignIn(bare, server.url));
      }
      const ms = median(samples.filter((x) => !Number.isNaN(x)));
      if (ms === undefined) slow.push(`${path} (no usable screen in 30 s)`);
      else perScreen.push(ms);
      console.log(`${(ms ?? NaN).toFixed(0).padStart(6)} ms  ${path}`);
    }
    const base = median(baseline);
    const p50 = percentile(perScreen, 50);
    const p95 = percentile(perScreen, 95);
    console.log(`\n${perScreen.length} screens, ${RUNS} reloads each (median kept)`);
    console.log(`baseline: bare sign-in page reload ${base.toFixed(0)} ms (median of ${baseline.length})`);
    console.log(`p50 ${p50.toFixed(0)} ms (${ratio(p50, base)} of baseline)`);
    console.log(`p95 ${p95.toFixed(0)} ms (${ratio(p95, base)} of baseline; aim p95 <= 1000 ms on a quiet machine)`);
    if (slow.length) console.log(`not usable: ${slow.join(', ')}`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
