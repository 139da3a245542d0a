// A stock clerk's round, as a person does it: op signs in, opens Management → Inventory from the menu,
// opens a group, receives goods, repacks the odd bag, releases one of the new bags, and reads the
// moves in the group's stock journal (its history), whose Move column names each of them. No page is
// wider than the window on the way (1440 and 1280 wide), and the journal's rows stay dense.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../fixture';
import { openFromMenu } from '../menu';
import { signIn } from '../signIn';

const e2e = serverAndBrowser();
const SLOW = { timeout: 20_000 };

/** The page's width beyond the window's, in pixels (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function expectFits(page: Page) {
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => overflow(page), { timeout: 5_000 }).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The bag rows of the group's bag table, as text. */
const bagRows = (page: Page): Locator => page.getByRole('table', { name: 'Bags' }).locator('tbody tr');
const bagNoOf = async (row: Locator) => (await row.locator('td').nth(1).innerText()).trim();

describe('stock journey', () => {
  it('receives, repacks and releases by clicking, then reads the moves in the stock journal', { timeout: 180_000 }, async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, e2e.server.url, 'op');

    await openFromMenu(page, 'Inventory');
    await page.getByRole('heading', { name: 'Inventory' }).first().waitFor(SLOW);
    await page.locator('tbody tr').first().waitFor(SLOW);
    await expectFits(page);
    await page.locator('tbody tr').first().locator('td').nth(2).click();
    const receive = page.getByRole('button', { name: 'Receive' });
    await receive.waitFor(SLOW);
    await expectFits(page);

    // Receive 250 in packages of 100: two full bags and one of 50.
    await receive.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Quantity').fill('250');
    await dialog.getByLabel('Package qty').fill('100');
    await dialog.getByLabel('Reference no.').fill('E2E-JOURNEY-1');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    const fifty = bagRows(page).filter({ has: page.locator('td:nth-child(3)', { hasText: /^50$/ }) }).last();
    await fifty.waitFor(SLOW);
    const fiftyNo = await bagNoOf(fifty);

    // Repack the 50 into two halves (the dialog's first guess).
    await page.getByRole('checkbox', { name: fiftyNo }).check();
    await page.getByRole('button', { name: 'Repack' }).click();
    await dialog.getByText('Packed: 50').waitFor(SLOW);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('checkbox', { name: fiftyNo }).waitFor({ state: 'detached', ...SLOW });
    const half = bagRows(page).filter({ has: page.locator('td:nth-child(3)', { hasText: /^25$/ }) }).last();
    const halfNo = await bagNoOf(half);

    // Release one half, whole.
    await page.getByRole('checkbox', { name: halfNo }).check();
    await page.getByRole('button', { name: 'Release' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('checkbox', { name: halfNo }).waitFor({ state: 'detached', ...SLOW });

    // The group's stock journal (its history: op keeps the stock; the records screen needs view-stock),
    // newest first, every move named.
    await page.getByRole('link', { name: 'History' }).click();
    const table = page.locator('table').filter({ has: page.getByRole('columnheader', { name: 'Move' }) }).first();
    const rows = table.locator('tbody tr');
    await expect.poll(async () => (await rows.allInnerTexts()).join('\n'), SLOW).toContain(halfNo);
    const moveColumn = (await table.locator('thead th').allInnerTexts()).findIndex((h) => h.trim() === 'Move');
    expect(moveColumn).toBeGreaterThanOrEqual(0);
    const moves: string[] = [];
    for (let i = 0; i < (await rows.count()); i++) moves.push((await rows.nth(i).locator('td').nth(moveColumn).innerText()).trim());
    expect(moves.slice(0, 1)).toEqual(['Release']);
    for (const kind of ['Repack', 'Receive']) expect(moves).toContain(kind);
    expect(moves.filter((m) => m === '')).toEqual([]);
    const height = await rows.first().evaluate((r) => r.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(40);
    await expectFits(page);
    await page.close();
  });
});
