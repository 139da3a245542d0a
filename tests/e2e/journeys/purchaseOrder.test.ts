// A purchase order with a pre-PO, in a real browser, only by clicking and typing: op opens the PO list
// from the menu (dense rows, its row button on screen at 1440 and 1280 px), enters a PO line without
// number or date (the server numbers it, the form shows today), enters a pre-PO for the same vendor
// and part, binds it to the PO from the pre-PO's page, and finds the pre-PO on the PO's page.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../fixture';
import { signIn } from '../signIn';

const e2e = serverAndBrowser();

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

/** What a person sees of the list: the tallest row, whether it scrolls sideways, and where the first row's button ends. */
async function listFit(page: Page) {
  await page.locator('tbody tr').first().getByRole('button', { name: 'Change price' }).waitFor();
  const rows = await page.locator('tbody tr').evaluateAll((trs) => Math.max(...trs.map((tr) => tr.getBoundingClientRect().height)));
  const sideways = await page.locator('.RaDatagrid-tableWrapper').evaluate((w) => w.scrollWidth > w.clientWidth);
  const button = await page.locator('tbody tr').first().getByRole('button', { name: 'Change price' }).boundingBox();
  return { rows, sideways, buttonRight: button!.x + button!.width };
}

describe('purchase order journey of the operator', () => {
  it('enters a PO and a pre-PO and binds them, by clicking', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, e2e.server.url, 'op');
    await fromMenu(page, 'Purchase orders');
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const fit = await listFit(page);
      expect(fit.rows, `row height at ${width} px`).toBeLessThanOrEqual(40);
      expect(fit.sideways, `sideways scroll at ${width} px`).toBe(false);
      expect(fit.buttonRight, `Change price at ${width} px`).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // A new PO line: number and date left to the server; the form shows line 10 and today.
    await page.getByRole('link', { name: 'Create' }).click();
    expect(await page.getByRole('textbox', { name: 'PO no.' }).inputValue()).toBe('');
    expect(await page.getByLabel('PO line').inputValue()).toBe('10');
    expect(await page.getByLabel('PO date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const vendor = await pick(page, page.getByRole('combobox', { name: 'Vendor' }), 'a');
    const material = await pick(page, page.getByRole('combobox', { name: 'Material' }), 'STM32');
    await page.getByLabel('Quantity').fill('1000');
    await page.getByLabel('Unit price').fill('0.5');
    await page.getByRole('button', { name: 'Save' }).click();
    const poHeading = page.getByRole('heading', { level: 1, name: /PO-\d{4}-\d{6}/ });
    const poNo = /PO-\d{4}-\d{6}/.exec(await poHeading.innerText())![0];

    // A pre-PO for the same vendor and part.
    await fromMenu(page, 'Pre-POs');
    await page.getByRole('link', { name: 'Create' }).click();
    const prePoNo = `PRE-J${Date.now() % 1_000_000}`;
    await page.getByRole('textbox', { name: 'Pre-PO no.' }).fill(prePoNo);
    await pick(page, page.getByRole('combobox', { name: 'Vendor' }), vendor);
    await pick(page, page.getByRole('combobox', { name: 'Material' }), material);
    await page.getByLabel('Quantity').fill('300');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(prePoNo) }).waitFor();

    // Bound to the new PO from the pre-PO's page.
    await page.getByRole('button', { name: 'Bind to PO' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Target order' }).click();
    await page.getByRole('option', { name: new RegExp(`PO ${poNo}`) }).click();
    await dialog.getByRole('button', { name: 'Bind' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Bound to ${poNo}`).first().waitFor();

    // The PO's page lists the pre-PO bound to it.
    await fromMenu(page, 'Purchase orders');
    await page.getByPlaceholder('Search', { exact: true }).fill(poNo);
    await page.waitForURL(/filter=/);
    await page.locator('tbody tr', { hasText: poNo }).locator('td').nth(1).click();
    const bound = page.getByRole('table', { name: 'Pre-POs bound to this PO' });
    await expect.poll(() => bound.locator('tbody tr').allInnerTexts()).toEqual([expect.stringMatching(new RegExp(`${prePoNo}\\s+300`))]);
    await page.close();
  });
});
