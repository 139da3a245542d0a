// The PSI grid in Chromium (playwright-core) on a server with a build: the bench BG's PSI at the
// grid's largest page (500 rows), opened fresh each time.
//   time to interactive: from the navigation's start to the grid answering an arrow key (its active
//     cell moved), read in the page (performance.now() from navigation start); the page's first 50 rows
//     come first (usePsiController's head), so also the time to every line of the page in the grid;
//   scrolling: 120 animation frames, each scrolling two lines down and half a period right;
//   DOM cells: every rendered grid cell against the cells inside the grid's box.
import { launchBrowser } from '../../tests/e2e/browser';
import { signIn } from '../../tests/e2e/signIn';
import { businessToday } from '../../server/time/businessDay';
import { BENCH_PASSWORD } from '../lib/materials';

const SCROLL_FPS = `new Promise((resolve) => {
  const g = document.querySelector('[role="grid"]');
  const stamps = [];
  function step(ts) {
    stamps.push(ts);
    g.scrollTop += 56;
    if (stamps.length % 2) g.scrollLeft += 44;
    if (stamps.length < 120) requestAnimationFrame(step);
    else resolve(((stamps.length - 1) * 1000) / (stamps[stamps.length - 1] - stamps[0]));
  }
  requestAnimationFrame(step);
})`;

export async function browserBench(url: string, rows: number, runs = 5): Promise<{ tti: number[]; full: number[]; fps: number[]; cells: number; visible: number }> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, url, 'op', BENCH_PASSWORD);
    const today = businessToday();
    // The grid's largest page (500 rows, 1,500 lines x 52 weeks) of the bench BG's PSI: the server pages the rest.
    const path = `/distribute/NonCF/all/psi/${today}/${today}?bg=BENCH&size=${Math.min(rows, 500)}`;
    const tti: number[] = [];
    const fps: number[] = [];
    const full: number[] = [];
    const lines = Math.min(rows, 500) * 3;
    let cells = 0;
    let visible = 0;
    for (let i = 0; i < runs + 1; i++) {
      await page.goto(url + path);
      const grid = page.getByRole('grid');
      await page.locator('[role="grid"] [role="gridcell"]').first().waitFor({ timeout: 60_000 });
      const before = await grid.getAttribute('aria-activedescendant');
      await grid.focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((b) => document.querySelector('[role="grid"]')?.getAttribute('aria-activedescendant') !== b, before);
      const t = await page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))));
      if (i > 0) tti.push(t); // the first opening warms the server's and the browser's caches
      await page.waitForFunction((n) => document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') === String(n + 1), lines, { timeout: 60_000 });
      const f = await page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))));
      if (i > 0) full.push(f);
      // A string: tsx names the arrow functions it compiles (__name), which the page does not have.
      fps.push(await page.evaluate<number>(SCROLL_FPS));
      ({ cells, visible } = await page.evaluate(() => {
        const g = document.querySelector('[role="grid"]') as HTMLElement;
        const heads = [...g.querySelectorAll('[role="columnheader"]')] as HTMLElement[];
        const frozen = heads.filter((h) => getComputedStyle(h).position === 'sticky');
        const frozenWidth = frozen.reduce((s, h) => s + h.offsetWidth, 0);
        const lineHeight = heads[0].offsetHeight;
        const periodWidth = heads[heads.length - 1].offsetWidth;
        // The cells a person sees: the lines below the header times the frozen and the period columns in the box.
        const lines = Math.ceil((g.clientHeight - lineHeight) / lineHeight);
        const columns = frozen.length + Math.ceil((g.clientWidth - frozenWidth) / periodWidth);
        return { cells: g.querySelectorAll('[role="gridcell"]').length, visible: lines * columns };
      }));
    }
    return { tti, full, fps: fps.slice(1), cells, visible };
  } finally {
    await browser.close();
  }
}
