// The AVM purchase reconciliation as a clerk uses it, only by clicking: op opens it from the menu
// (AM → Reconciliation), opens the September draft, calculates it from the vendor's POs, sees the
// lines, the figures and the service fee made of them, then exports the sheet.
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

describe('AVM purchase reconciliation in the browser', () => {
  it('calculates a draft from the menu, shows its figures and exports it', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, e2e.server.url, 'op');
    await openScreen(page, 'AVM purchase reconciliation');
    await page.waitForURL('**/am/reconciliation/purchase**');
    await page.getByRole('cell', { name: 'AVM-P-202609-01' }).click(SLOW);
    // The row opens the record page (the generic show path; the spec alias detail/{id} shows the same).
    await page.waitForURL(/reconciliation\/purchase\/(\d+\/show|detail\/\d+)/, SLOW);
    const lines = page.getByRole('table', { name: 'Reconciliation lines' });
    await expect.poll(() => lines.getByText('No lines yet: calculate the reconciliation').count(), SLOW).toBe(1);

    await page.getByRole('button', { name: 'Calculate from POs' }).click();
    await page.getByText('Reconciliation calculated').waitFor(SLOW);
    await expect.poll(() => lines.locator('tbody tr').count(), SLOW).toBeGreaterThan(1);
    // The fee line: confirmed total × 1.5 % = the fee, and the total, as the server computed them.
    const fee = page.getByText(/^Confirmed [\d,.]+ USD × 1\.5% = service fee [\d,.]+; total [\d,.]+ USD$/);
    await fee.waitFor(SLOW);
    const [confirmed, feeAmount, total] = ((await fee.textContent()) ?? '').match(/[\d,]+\.?\d*(?= USD ×)|(?<=service fee )[\d,.]+(?=;)|(?<=total )[\d,.]+/g)!.map((x) => x.replaceAll(',', ''));
    // Cents as integers: the page's total is the confirmed amount plus the fee, to the cent.
    const cents = (x: string) => Math.round(Number(x) * 100);
    expect(cents(total)).toBe(cents(confirmed) + cents(feeAmount));
    await expect.poll(() => page.getByText('Calculated', { exact: true }).count(), SLOW).toBeGreaterThan(0);

    const download = page.waitForEvent('download', SLOW);
    await page.getByRole('button', { name: 'Export' }).last().click();
    expect((await download).suggestedFilename()).toMatch(/^avm_purchase_AVM-P-202609-01_\d{4}_\d{2}_\d{2}\.xlsx$/);
    await page.close();
  });
});
