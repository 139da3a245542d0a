// The EDI records' round, as an EDI clerk does it: op opens Analysis → History → EDI 856 ship
// notices from the menu, sends the shipped ASN that has no 856 yet (ticked in the dialog), fetches
// the ship notice waiting in the EDI inbox, then opens the supplier's 810 invoice that differs from
// its ASN, reads what differs on its page, and marks it disputed. Only clicks after signing in.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../fixture';
import { openFromMenu } from '../menu';
import { signIn } from '../signIn';

const e2e = serverAndBrowser();
const SLOW = { timeout: 20_000 };

async function openScreen(page: Page, entry: string) {
  await openFromMenu(page, entry);
  await page.getByRole('heading', { name: entry }).first().waitFor(SLOW);
}

describe('EDI records journey', () => {
  it('sends a shipped ASN as an 856, fetches the inbox, and disputes an invoice that differs from its ASN', { timeout: 240_000 }, async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, e2e.server.url, 'op');

    await openScreen(page, 'EDI 856 ship notices');
    await page.locator('tbody tr', { hasText: 'Received' }).first().waitFor(SLOW);
    const sentBefore = await page.locator('tbody tr', { hasText: 'Sent' }).count();
    await page.getByRole('button', { name: 'Send 856' }).click();
    const dialog = page.getByRole('dialog');
    const tick = dialog.getByRole('checkbox', { name: /^Send ASN-/ });
    await tick.first().waitFor(SLOW);
    expect(await tick.count()).toBe(1);
    expect(await tick.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Send 1' }).click();
    await page.getByText('1 ship notice(s) queued in the EDI outbox').waitFor(SLOW);
    await expect.poll(() => page.locator('tbody tr', { hasText: 'Sent' }).count(), SLOW).toBe(sentBefore + 1);

    await page.getByRole('button', { name: 'Fetch' }).click();
    await dialog.getByText('No file: fetch from the EDI inbox').waitFor(SLOW);
    await dialog.getByRole('button', { name: 'Fetch' }).click();
    await page.getByText('1 recorded, 0 not matching their ASN, 0 already recorded').waitFor(SLOW);

    await openScreen(page, 'EDI 810 invoices');
    // The row's date cell opens the invoice (its ASN cell links to the ASN).
    await page.locator('tbody tr', { hasText: 'Differs from its ASN' }).first().locator('td', { hasText: /^\d{4}-\d{2}-\d{2}$/ }).click();
    await page.getByText(/: price [\d.]+ here, [\d.]+ on the ASN/).waitFor(SLOW);
    await page.getByRole('table', { name: 'Items' }).waitFor(SLOW);
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('combobox', { name: 'Review' }).click();
    await page.getByRole('option', { name: 'Disputed with the sender' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Disputed with the sender').first().waitFor(SLOW);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
