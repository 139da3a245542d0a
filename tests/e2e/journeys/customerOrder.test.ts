// A customer order as the operator enters it, in a real browser, only by clicking and typing: op makes a
// sales order in CNY for a customer (number and date left to the server), then a customer order for the
// same customer from the menu; saving lands on the order's lines, where op adds two lines through "Edit
// order", locks the first, and shifts part of the second into the sales order, found by typing in the
// picker: the currency difference is shown and must be confirmed. The lines and the shift log show it.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../fixture';
import { signIn } from '../signIn';

const e2e = serverAndBrowser();
const YEAR = '\\d{4}';

/** Opens a screen from the side menu, as a person does. */
async function fromMenu(page: Page, entry: string) {
  await page.getByRole('menu').getByRole('menuitem', { name: entry, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: entry }).waitFor();
}

/** Picks a reference in an autocomplete by typing part of it; answers the option's text. */
async function pick(page: Page, box: Locator, typed: string) {
  await box.click();
  await box.fill(typed);
  const option = page.getByRole('option').filter({ hasText: typed }).first();
  const text = (await option.innerText()).trim();
  await option.click();
  return text;
}

/** Picks a value of a select input. */
async function choose(page: Page, name: string, value: string) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: value, exact: true }).click();
}

describe('customer order journey of the operator', () => {
  it('creates an order from the menu, adds lines, locks one and shifts one into a sales order', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, e2e.server.url, 'op');

    // A sales order in CNY: no number and no date typed, the date shown is today's.
    await fromMenu(page, 'Sales orders');
    await page.getByRole('link', { name: 'Create' }).click();
    expect(await page.getByRole('textbox', { name: 'SO no.' }).inputValue()).toBe('');
    expect(await page.getByLabel('SO date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const customer = await pick(page, page.getByRole('combobox', { name: 'Customer' }), 'a');
    await choose(page, 'Currency', 'CNY');
    await page.getByRole('button', { name: 'Save' }).click();
    const soHeading = page.getByRole('heading', { level: 1, name: new RegExp(`SO-${YEAR}-\\d{6}`) });
    const soNo = /SO-\d{4}-\d{6}/.exec(await soHeading.innerText())![0];

    // The customer order, from the menu: saving lands on its lines, not on a dead end.
    await fromMenu(page, 'Customer orders');
    await page.getByRole('link', { name: 'Create' }).click();
    await pick(page, page.getByRole('combobox', { name: 'Customer' }), customer);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/shipment\/order\/orderManagement\/\d+\/items$/);
    const orderNo = /CO-\d{4}-\d{6}/.exec(await page.getByRole('heading', { level: 2 }).innerText())![0];
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['ITEMS', 'FILES', 'BINDINGS', 'SHIFTS']);

    // Two lines through the order's editor.
    await page.getByRole('link', { name: 'Edit order' }).click();
    const lines = [{ qty: '100', price: '1.5' }, { qty: '50', price: '2' }];
    const mpns: string[] = [];
    await page.getByRole('button', { name: 'Add row' }).click();
    for (const [i, line] of lines.entries()) {
      // Enter in the last row's cell starts the next row, as in a spreadsheet.
      if (i > 0) await page.getByLabel(`Unit price ${i}`).press('Enter');
      mpns.push(await pick(page, page.locator(`[data-cell="${i}:0"]`).getByRole('combobox'), i === 0 ? 'STM32' : 'TPS'));
      await page.getByLabel(`Quantity ${i + 1}`).fill(line.qty);
      await page.getByLabel(`Unit price ${i + 1}`).fill(line.price);
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/items$/);
    const items = page.getByRole('table', { name: 'Items' });
    await expect.poll(() => items.locator('tbody tr').allInnerTexts()).toEqual([expect.stringContaining(mpns[0]), expect.stringContaining(mpns[1])]);

    // Lock line 1: it can no longer be shifted.
    await page.getByRole('button', { name: 'Lock line 1', exact: true }).click();
    await page.getByRole('button', { name: 'Unlock line 1', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Shift line 1', exact: true }).isDisabled()).toBe(true);

    // Shift 20 of line 2 into the sales order, found by typing part of its number.
    await page.getByRole('button', { name: 'Shift line 2', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Sales order' }).fill(soNo.slice(-6));
    const option = page.getByRole('option', { name: new RegExp(soNo) });
    expect(await option.innerText()).toMatch(new RegExp(`${soNo}\\s*\\d{4}-\\d{2}-\\d{2}\\s*CNY\\s*Open`));
    await option.click();
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('20');
    await dialog.getByText(`This order is in USD, sales order ${soNo} is in CNY`).waitFor();
    expect(await dialog.getByRole('button', { name: 'Shift' }).isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Shift the USD line into the CNY sales order anyway' }).check();
    await dialog.getByRole('button', { name: 'Shift' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Quantity shifted').waitFor();
    await expect.poll(() => items.locator('tbody tr').nth(1).innerText()).toMatch(/\b30\b/);
    expect(await items.locator('tbody tr').nth(0).innerText()).toMatch(/\b100\b/);

    // The shift log names the sales order and the quantity.
    await page.getByRole('tab', { name: 'Shifts' }).click();
    const shifts = page.getByRole('table', { name: 'Shifts' });
    await expect.poll(() => shifts.locator('tbody tr').allInnerTexts()).toEqual([expect.stringMatching(new RegExp(`${mpns[1]}\\s+${soNo}\\s+20\\s+op`))]);
    expect(orderNo).toMatch(/^CO-\d{4}-\d{6}$/);
    await page.close();
  });
});
