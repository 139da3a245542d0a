// Schedules as an operator uses them, only by clicking: op opens System → Schedules from the menu,
// sees the demo schedules, opens one, runs it now (asked first), is told how it ended and finds the
// run at the top of its run log, fired by "Run now by op".
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../fixture';
import { openFromMenu } from '../menu';
import { signIn } from '../signIn';

const e2e = serverAndBrowser();
const SLOW = { timeout: 30_000 };

async function openScreen(page: Page, entry: string) {
  await openFromMenu(page, entry);
  await page.getByRole('heading', { level: 1, name: entry }).waitFor(SLOW);
}

describe('schedules in the browser', () => {
  it('runs a schedule now and sees its run logged', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, e2e.server.url, 'op');
    await openScreen(page, 'Schedules');
    await page.waitForURL('**/system/schedule**');
    await expect.poll(() => page.locator('tbody tr').count(), SLOW).toBeGreaterThanOrEqual(4);

    await page.locator('tbody tr').filter({ hasText: 'EDI outbox watch' }).getByText('EDI outbox watch').click();
    await page.getByRole('heading', { level: 1, name: /EDI outbox watch/ }).waitFor(SLOW);
    const log = page.getByRole('table', { name: 'Runs' });
    await expect.poll(() => log.locator('tbody tr').count(), SLOW).toBe(3);
    await expect.poll(() => log.getByText('Run now by op').count()).toBe(0);

    await page.getByRole('button', { name: 'Run now' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Run "EDI outbox watch" now').waitFor(SLOW);
    await dialog.getByRole('button', { name: 'Run now' }).click();
    await page.getByText(/"EDI outbox watch" ran/).waitFor(SLOW);

    await expect.poll(() => log.locator('tbody tr').count(), SLOW).toBe(4);
    const newest = log.locator('tbody tr').first();
    await expect.poll(() => newest.textContent()).toContain('Run now by op');
    await expect.poll(() => newest.textContent()).toMatch(/interchange\(s\) waiting|older than 24 hours/);
    await page.close();
  });
});
