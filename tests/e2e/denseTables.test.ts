// Record pages' line tables are dense and fit the window, as the lists: an admin opens an RFQ and an
// EDI 850 document from their lists and reads one line a row, and the VMI stock at 1280 px does not
// push the content area sideways (its table scrolls in its own box).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from './fixture';
import { openFromMenu } from './menu';
import { signIn } from './signIn';

const e2e = serverAndBrowser();

/** Opens a list from the side menu and waits for its first row. */
async function openList(page: Page, entry: string) {
  await openFromMenu(page, entry);
  await page.locator('tbody tr').first().waitFor();
}

const rowHeights = (page: Page, table: string) =>
  page.locator(`table[aria-label="${table}"] > tbody > tr`).evaluateAll((rows) => rows.map((r) => Math.round(r.getBoundingClientRect().height)));

/** How far the content area scrolls sideways: 0 when everything fits or scrolls in its own box. */
const contentOverflow = (page: Page) => page.locator('#main-content').evaluate((el) => el.scrollWidth - el.clientWidth);

describe('dense record tables that fit the window', () => {
  it('shows an RFQ and an EDI 850 one line a row, and the VMI stock within 1280 px', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, e2e.server.url, 'admin');

    await openList(page, 'RFQs');
    await page.locator('tbody tr td:not(:first-child)').first().click();
    await page.getByRole('table', { name: 'MPN' }).locator('tbody tr').first().waitFor();
    const rfqRows = await rowHeights(page, 'MPN');
    expect(rfqRows.length).toBeGreaterThan(0);
    expect(Math.max(...rfqRows)).toBeLessThanOrEqual(40);

    await openList(page, 'EDI 850 purchase orders');
    await page.locator('tbody tr td:not(:first-child)').first().click();
    await page.getByRole('button', { name: 'Delete item' }).first().waitFor();
    const lineTable = await page.getByRole('button', { name: 'Delete item' }).first().locator('xpath=ancestor::table').getAttribute('aria-label');
    const ediRows = await rowHeights(page, lineTable!);
    expect(Math.max(...ediRows)).toBeLessThanOrEqual(40);

    await page.setViewportSize({ width: 1280, height: 900 });
    await openList(page, 'VMI stock');
    expect(await contentOverflow(page)).toBe(0);
    await context.close();
  });
});
