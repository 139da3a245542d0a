// The vendor-ratio audit in a real browser, only by clicking and typing: the manager opens Vendor
// ratios from the menu, refuses a pending ratio (a memo is required, then given) and agrees another
// with a memo; each row then shows its decision and memo.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../fixture';
import { signIn } from '../signIn';

const e2e = serverAndBrowser();

/** A row's identity: its vendor and period cells (vendor, period are the list's first two columns). */
async function rowKey(row: Locator): Promise<string[]> {
  const cells = await row.locator('td').allInnerTexts();
  return cells.slice(1, 3).map((c) => c.trim());
}

/** The list row of that vendor and period. */
const rowOf = (page: Page, [vendor, period]: string[]) => page.locator('tbody tr').filter({ hasText: vendor }).filter({ hasText: period });

async function openAudit(page: Page, row: Locator) {
  await row.getByRole('button', { name: 'Audit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Audit vendor ratio' });
  await dialog.waitFor();
  return dialog;
}

describe('vendor-ratio audit journey', () => {
  it('refuses one pending ratio with a memo and agrees another', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, e2e.server.url, 'manager');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Vendor ratios', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Vendor ratios' }).waitFor();
    const pending = page.locator('tbody tr', { hasText: 'Pending review' });
    await pending.first().waitFor();
    const refused = await rowKey(pending.nth(0));
    const agreed = await rowKey(pending.nth(1));

    // Refuse: without a memo the dialog says one is required and nothing changes.
    let dialog = await openAudit(page, rowOf(page, refused));
    await dialog.getByRole('radio', { name: 'Refuse' }).check();
    await dialog.getByRole('button', { name: 'Submit audit' }).click();
    await dialog.getByText('A memo is required to refuse').first().waitFor();
    const memo = `Late deliveries in ${refused[1]}: keep last quarter's ratio`;
    await dialog.getByRole('textbox', { name: 'Audit memo' }).fill(memo);
    await dialog.getByRole('button', { name: 'Submit audit' }).click();
    await page.getByText('Audit saved').first().waitFor();
    await expect.poll(() => rowOf(page, refused).innerText()).toContain('Refused');
    expect(await rowOf(page, refused).innerText()).toContain(memo);

    // Agree another with a memo.
    dialog = await openAudit(page, rowOf(page, agreed));
    await dialog.getByRole('radio', { name: 'Agree' }).check();
    await dialog.getByRole('textbox', { name: 'Audit memo' }).fill('Agreed at the quarterly review');
    await dialog.getByRole('button', { name: 'Submit audit' }).click();
    await expect.poll(() => rowOf(page, agreed).innerText()).toContain('Agreed');
    expect(await rowOf(page, agreed).innerText()).toContain('Agreed at the quarterly review');

    // A decided ratio is not pending any more: its row offers no audit.
    expect(await rowOf(page, agreed).getByRole('button', { name: 'Audit' }).count()).toBe(0);
    await page.close();
  });
});
