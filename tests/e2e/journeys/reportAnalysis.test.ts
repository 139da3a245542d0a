// Report analysis in a real browser, by clicking: the manager opens it from the header link and sees
// the reports as charts (a trend line, bars by BG), the figures as a table and a CSV export; op adds
// a report from System → Report analysis management, shown only to the viewer, and the viewer finds
// it drawn on their page while the manager does not.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../fixture';
import { signIn } from '../signIn';

const e2e = serverAndBrowser();
const SLOW = { timeout: 30_000 };
const CODE = `J${Date.now() % 1_000_000}`;

/** A drawn chart: its figure holds an svg with marks (line paths or bars). */
const drawnMarks = (page: Page, section: string) =>
  page.getByRole('region', { name: section }).locator('[data-testid="report-chart"] svg').first().locator('path, rect').count();

async function openFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Report analysis' }).click();
  await page.getByRole('heading', { level: 1, name: 'Report analysis' }).waitFor(SLOW);
}

describe('report analysis in the browser', () => {
  it('shows charts from the header link, with their figures and a CSV export', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    await signIn(page, e2e.server.url, 'manager');
    await openFromHeader(page);
    await page.waitForURL('**/reportAnalysis**');
    await expect.poll(() => drawnMarks(page, 'Purchase trend'), SLOW).toBeGreaterThan(0);
    await expect.poll(() => drawnMarks(page, 'Purchases by BG'), SLOW).toBeGreaterThan(0);
    // Shown to the manager by name (the demo lists admin and manager).
    await page.getByRole('region', { name: 'Customer orders by BG' }).waitFor(SLOW);

    const trend = page.getByRole('region', { name: 'Purchase trend' });
    await trend.getByRole('button', { name: 'Figures as a table' }).click();
    await expect.poll(() => trend.getByRole('table').locator('tbody tr').count(), SLOW).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), trend.getByRole('button', { name: 'Export Purchase trend as CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^PO-TREND_\d{4}-\d{2}_\d{4}-\d{2}\.csv$/);
    await page.getByText(/Exported PO-TREND/).waitFor(SLOW);
    await page.close();
  });

  it('op adds a report shown only to the viewer; the viewer sees it drawn, the manager does not', async () => {
    const op = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(op, e2e.server.url, 'op');
    const menu = op.getByRole('menu');
    const entry = menu.getByRole('menuitem', { name: 'Report analysis management', exact: true });
    if (!(await entry.isVisible())) await menu.getByRole('menuitem', { name: 'System', exact: true }).click();
    await entry.click();
    await op.getByRole('heading', { level: 1, name: 'Report analysis management' }).waitFor(SLOW);
    await op.getByRole('cell', { name: 'PO-TREND', exact: true }).waitFor(SLOW);

    await op.getByRole('button', { name: 'New report' }).click();
    const dialog = op.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Code' }).fill('9bad');
    await dialog.getByRole('textbox', { name: 'Name (English)' }).fill(`Viewer BG purchases ${CODE}`);
    await dialog.getByRole('textbox', { name: 'Name (Chinese)' }).fill(`查看者采购 ${CODE}`);
    await dialog.getByRole('combobox', { name: 'Figures' }).click();
    await op.getByRole('option', { name: 'Purchase order amount by BG' }).click();
    await dialog.getByRole('radio', { name: 'Only the users listed' }).check();
    await dialog.getByRole('combobox', { name: 'Users who see it' }).fill('viewer');
    await op.getByRole('option', { name: /Vera Viewer/ }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Refused under its field, in words; corrected and saved.
    await dialog.getByText('code must be letters, digits, "-" or "_", starting with a letter').waitFor(SLOW);
    await dialog.getByRole('textbox', { name: 'Code' }).fill(CODE);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await op.getByText(`Report ${CODE} saved`).waitFor(SLOW);
    await op.getByRole('cell', { name: CODE, exact: true }).waitFor(SLOW);
    await op.close();

    const viewer = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(viewer, e2e.server.url, 'viewer');
    await openFromHeader(viewer);
    await expect.poll(() => drawnMarks(viewer, `Viewer BG purchases ${CODE}`), SLOW).toBeGreaterThan(0);
    await viewer.close();

    const manager = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(manager, e2e.server.url, 'manager');
    await openFromHeader(manager);
    await manager.getByRole('region', { name: 'Purchase trend' }).waitFor(SLOW);
    expect(await manager.getByRole('region', { name: `Viewer BG purchases ${CODE}` }).count()).toBe(0);
    await manager.close();
  });

  it('op reads the shipment records and the version notes from the menu', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, e2e.server.url, 'op');
    const menu = page.getByRole('menu');
    const open = async (entry: string, folders: string[]) => {
      const item = menu.getByRole('menuitem', { name: entry, exact: true });
      for (const folder of folders) {
        if (await item.isVisible()) break;
        const unfold = menu.getByRole('menuitem', { name: folder, exact: true });
        if (await unfold.isVisible()) await unfold.click();
      }
      await item.click();
      await page.getByRole('heading', { level: 1, name: entry }).waitFor(SLOW);
    };
    await open('Shipment records', ['Analysis', 'History']);
    const rows = page.getByRole('table', { name: 'Shipment records' }).locator('tbody tr');
    await expect.poll(() => rows.count(), SLOW).toBeGreaterThan(5);
    const mpn = (await rows.first().locator('td').nth(4).innerText()).trim();
    await page.getByRole('textbox', { name: 'Delivery, waybill, invoice or MPN' }).fill(mpn);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(async () => (await rows.locator('td:nth-child(5)').allInnerTexts()).every((t) => t.trim() === mpn) && (await rows.count()) > 0, SLOW).toBe(true);

    await open('Version notes', ['My', 'Message centre']);
    await page.getByRole('region', { name: 'v0.1.0' }).waitFor(SLOW);
    await page.getByText('This server runs version 0.1.0.').waitFor(SLOW);
    await page.close();
  });
});

