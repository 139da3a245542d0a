// Design-in as an FAE's operator does it: op opens Management → Design-in → Design-in tracking from the
// menu, opens an open project, raises an RFQ for its part and sees it listed on the project, reads the
// BG's win rate; then finishes an active limitation and reads the limitation report. Only clicks after signing in.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../fixture';
import { openFromMenu } from '../menu';
import { signIn } from '../signIn';

const e2e = serverAndBrowser();
const SLOW = { timeout: 20_000 };

async function openScreen(page: Page, entry: string) {
  await openFromMenu(page, entry);
  await page.getByRole('heading', { level: 1, name: entry }).waitFor(SLOW);
}

describe('design-in journey', () => {
  it('raises an RFQ from a project, reads its BG win rate, finishes a limitation and reads the report', { timeout: 240_000 }, async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, e2e.server.url, 'op');

    await openScreen(page, 'Design-in tracking');
    await page.locator('tbody tr', { hasText: 'Open' }).first().locator('td').nth(1).click();
    const rfqs = page.getByRole('table', { name: 'RFQs raised' });
    await page.getByRole('button', { name: 'Raise RFQ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Raise an RFQ for the part' });
    await dialog.getByLabel('Quantity').fill('2500');
    await dialog.getByLabel('Target price').fill('0.4125');
    await dialog.getByRole('button', { name: 'Raise RFQ' }).click();
    const raised = page.getByText(/^RFQ (\S+) raised as a draft$/);
    await raised.waitFor(SLOW);
    const rfqNo = ((await raised.textContent()) ?? '').split(' ')[1];
    // The project lists the new RFQ with the quantity and target price typed, in the spec's formats.
    const row = rfqs.locator('tbody tr', { hasText: rfqNo });
    await row.waitFor(SLOW);
    await expect.poll(() => row.innerText()).toMatch(/Draft[\s\S]*2,500[\s\S]*0\.4125/);

    await page.getByRole('link', { name: 'Win rate of this BG' }).click();
    const winRate = page.getByRole('table', { name: /^DIT win rate: / });
    await winRate.waitFor(SLOW);
    await expect.poll(() => winRate.locator('tfoot').innerText()).toContain('All quarters');

    await openScreen(page, 'Limitations');
    await page.locator('tbody tr', { hasText: 'Active' }).first().locator('td').nth(1).click();
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await page.getByRole('button', { name: 'Finish: freeze it' }).click();
    await page.getByText('Limitation finished').waitFor(SLOW);
    await expect.poll(() => page.getByRole('main').getByText('Finished', { exact: true }).count(), SLOW).toBeGreaterThan(0);

    await openScreen(page, 'Limitation report');
    await expect.poll(() => page.locator('tbody tr').count(), SLOW).toBeGreaterThan(0);
    await page.close();
  });
});
