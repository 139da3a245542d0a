// Screenshots of the busiest generic screens at 1440×900, and how many list rows fit on one screen
// (rows whose whole box lies inside the viewport). Run on a build (`npx vite build`):
//   npx tsx bench/screens/rowsPerScreen.ts [label]
// PNGs go to .tmp/screens/<label>/; the counts are printed, one line per screen.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/browser';
import { startServer } from '../../tests/e2e/serverProcess';
import { signIn } from '../../tests/e2e/signIn';

const LISTS: [string, string][] = [
  ['bg-list', '/basic/customer/bgManagement'],
  ['sloc-list', '/basic/sloc/SLOC'],
  ['material-list', '/management/material/materialManagement'],
  ['customer-list', '/basic/customer/customers'],
];

async function rowsInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const height = window.innerHeight;
    return [...document.querySelectorAll('tbody tr')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= height;
    }).length;
  });
}

async function main() {
  const label = process.argv[2] ?? 'now';
  const dir = join('.tmp', 'screens', label);
  mkdirSync(dir, { recursive: true });
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, server.url, 'admin');
    for (const [name, path] of LISTS) {
      await page.goto(server.url + path);
      await page.locator('tbody tr').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(dir, `${name}.png`) });
      console.log(`${name.padEnd(16)} ${String(await rowsInView(page)).padStart(3)} rows in view at 1440x900`);
    }
    // The customer edit page: the first customer of the list.
    await page.goto(server.url + '/basic/customer/customers');
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/customers\/\d+\/show/);
    await page.goto(page.url().replace(/\/show$/, ''));
    // The edit view loads lazily after the page's first requests: wait for the form itself.
    await page.locator('form input').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(dir, 'customer-edit.png'), fullPage: true });
    console.log(`screenshots in ${dir}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
