// The supplier visit, a screen of the product's own, as a buyer uses it only by clicking and typing:
// op opens it from the menu (Basic data → Company), sees the demo visits, records a visit whose
// follow-up is before the visit (refused under the field, in words), corrects it and saves; the show
// page is titled by the supplier and the date, composed by the server.
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

describe('supplier visits in the browser', () => {
  it('records a visit from the menu, its follow-up checked against the visit date', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, e2e.server.url, 'op');
    await openScreen(page, 'Supplier visits');
    await page.waitForURL('**/basic/company/supplierVisits**');
    await expect.poll(() => page.locator('tbody tr').count(), SLOW).toBeGreaterThanOrEqual(5);

    await page.getByRole('link', { name: /create/i }).click();
    await page.getByLabel(/^Supplier/).fill('Northstar');
    await page.getByRole('option').filter({ hasText: 'Northstar' }).first().click();
    await page.getByLabel(/^Visit date/).fill('2026-12-10');
    await page.getByLabel(/^Visitor/).fill('Kevin Li');
    await page.getByLabel(/^Purpose/).fill('Corrective action check');
    await page.getByLabel(/^Follow-up due/).fill('2026-12-01');
    await page.getByRole('button', { name: /save/i }).click();
    await expect.poll(() => page.getByText('Follow-up due must not be before visit date').count(), SLOW).toBe(1);
    await page.getByLabel(/^Follow-up due/).fill('2026-12-24');
    await page.getByRole('button', { name: /save/i }).click();
    await page.waitForURL(/supplierVisits\/\d+/, SLOW);
    await page.getByRole('heading', { level: 1, name: /Northstar Electronic Supply, Inc\. · 2026-12-10/ }).waitFor(SLOW);
    await page.close();
  });
});
