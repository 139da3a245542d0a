// An ASN from a supplier's orders to the stock it takes, in a real browser, only by clicking and typing:
// the supplier opens "New ASN from orders" from the menu, picks an open order, keeps its first item
// allocated automatically and saves a draft; reopens it with Edit, ships part of one bag (the bag is
// opened: R21's running total and the package shape say so) and submits; then asks, with Request a
// change, for another price. The operator reads the change request (Price: before, after) and agrees
// it, sends the ASN to the manager audit, the manager agrees, the operator ships it; the inventory
// history shows the bag taken by the ASN's invoice number.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../fixture';

const e2e = serverAndBrowser();

async function signInAs(page: Page, name: string) {
  await page.goto(e2e.server.url + '/');
  await page.getByLabel(/username/i).fill(name);
  await page.getByRole('textbox', { name: 'Password' }).fill('demo');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
}

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

/** Opens a screen from the side menu, as a person does (an entry's counter is its description, not its name). */
async function fromMenu(page: Page, entry: string) {
  await page.getByRole('menu').getByRole('menuitem', { name: entry, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: entry }).waitFor();
}

/** Runs a transition group of the ASN's page: its button, the choice in the dialog, its confirm button. */
async function transition(page: Page, button: string, choice: string | undefined, confirm: string, memo?: string) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  if (choice) await dialog.getByLabel(choice, { exact: true }).check();
  if (memo) await dialog.getByLabel('Audit memo').fill(memo);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Finds an ASN on the ASN management list by its invoice number and opens it. */
async function openAsn(page: Page, invoice: string) {
  await fromMenu(page, 'ASN management');
  await page.getByRole('main').getByPlaceholder('Search').fill(invoice);
  await page.getByRole('cell', { name: invoice, exact: true }).click();
  await page.waitForURL(/\/shipment\/ship\/asnManagement\/(detail\/\d+|\d+\/show)$/);
}

/** The invoice number of the notice just shown ("ASN ASN-2026-000123 saved as a draft"). */
const invoiceIn = async (page: Page, words: RegExp) => /ASN-\d{4}-\d{6}/.exec(await page.getByText(words).first().innerText())![0];
/** "0.5000" and "0.5" are one price. */
const plainPrice = (v: string) => v.replace(/\.?0+$/, '');

describe('ASN journey: supplier, operator, manager', () => {
  it('creates, edits with an opened bag, changes after submission, audits and ships an ASN out of stock', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInAs(page, 'supplier');
    await fromMenu(page, 'New ASN from orders');
    await page.getByRole('table', { name: 'Choose the open orders to ship' }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Use the chosen orders (1)' }).click();
    await page.getByLabel('Ship qty 1', { exact: true }).waitFor();
    // One item is enough: the others go.
    const removes = page.getByRole('button', { name: /^Remove item / });
    while ((await removes.count()) > 1) await removes.last().click();
    // A draft of one whole bag, allocated automatically.
    await page.getByRole('button', { name: /^Bags of / }).click();
    const panel = page.getByRole('region', { name: /^Bags of / });
    const bagRow = panel.getByRole('row').filter({ hasText: 'On hand' }).filter({ hasNotText: 'split before' }).first();
    const cells = await bagRow.getByRole('cell').allInnerTexts();
    const [bagNo, perBag] = [cells[1].trim(), Number(cells[3].replace(/,/g, ''))];
    expect(perBag).toBeGreaterThan(1);
    await page.getByLabel('Ship qty 1', { exact: true }).fill(String(perBag));
    await panel.getByRole('button', { name: 'Allocate automatically' }).click();
    await expect.poll(() => panel.getByRole('status').innerText()).toBe(`${perBag.toLocaleString('en-US')} of ${perBag.toLocaleString('en-US')} allocated`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/my\/asn\/orders\/detail\/\d+$/);
    const invoice = await invoiceIn(page, /ASN-\d{4}-\d{6} saved as a draft/);

    // Edit: the draft reopens with its bag; part of one bag is shipped instead (the bag is opened).
    await page.getByRole('link', { name: 'Edit', exact: true }).last().click();
    await page.getByRole('heading', { level: 1, name: `Edit ASN ${invoice}` }).waitFor();
    await page.getByRole('button', { name: /^Bags of / }).click();
    await expect.poll(() => panel.getByRole('status').innerText()).toBe(`${perBag.toLocaleString('en-US')} of ${perBag.toLocaleString('en-US')} allocated`);
    const part = Math.floor(perBag / 2);
    await page.getByLabel('Ship qty 1', { exact: true }).fill(String(part));
    await panel.getByRole('button', { name: 'Clear bags' }).click();
    await expect.poll(() => panel.getByRole('status').innerText()).toBe(`0 of ${part.toLocaleString('en-US')} allocated`);
    const editedRow = panel.getByRole('row').filter({ hasText: bagNo });
    await editedRow.getByLabel(`Take ${bagNo}`).fill(String(part));
    await expect.poll(() => panel.getByRole('status').innerText()).toBe(`${part.toLocaleString('en-US')} of ${part.toLocaleString('en-US')} allocated`);
    expect(await editedRow.innerText()).toContain(`0 whole + ${part.toLocaleString('en-US')} from one opened bag`);
    await page.getByRole('button', { name: 'Save and submit' }).click();
    await page.waitForURL(/\/my\/asn\/orders\/detail\/\d+$/);
    await page.getByText(`ASN ${invoice} submitted`).waitFor();

    // Submitted: a change is a request the modify audit decides; the price goes up by 0.25.
    await page.getByRole('link', { name: 'Request a change', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Request a change to ASN ${invoice}` }).waitFor();
    const priceBox = page.getByLabel('Price 1', { exact: true });
    await expect.poll(() => priceBox.inputValue()).not.toBe('');
    const oldPrice = await priceBox.inputValue();
    const newPrice = (Number(oldPrice) + 0.25).toFixed(4);
    await priceBox.fill(newPrice);
    await page.getByLabel('Reason for the change').fill('The customer agreed the quoted price');
    await page.getByRole('button', { name: 'Send the change request' }).click();
    await page.getByText(`Change request for ASN ${invoice} sent for audit`).waitFor();

    // The operator reads the change (Price: before and after) and agrees it.
    await signOut(page);
    await signInAs(page, 'op');
    await fromMenu(page, 'ASN changes and returns');
    await page.getByRole('main').getByPlaceholder('Search').fill(invoice);
    await page.getByRole('cell', { name: invoice, exact: true }).click();
    const changes = page.getByRole('table', { name: 'Item changes' });
    const priceRow = changes.getByRole('row').filter({ hasText: 'Price' });
    await expect.poll(() => priceRow.innerText()).toContain(plainPrice(newPrice));
    expect((await priceRow.innerText()).replace(/\s+/g, ' ')).toContain(`Price ${plainPrice(oldPrice)} ${plainPrice(newPrice)}`);
    expect(await page.getByRole('main').innerText()).not.toContain('"items"');
    await transition(page, 'Audit', 'Agree', 'Audit');

    // The operator's price check sends it to the manager; the manager agrees; the operator ships.
    await openAsn(page, invoice);
    await transition(page, 'Price check', 'Send to manager audit', 'Price check');
    await signOut(page);
    await signInAs(page, 'manager');
    await openAsn(page, invoice);
    await transition(page, 'Audit', 'Agree', 'Audit', 'Prices checked against the order');
    await signOut(page);
    await signInAs(page, 'op');
    await openAsn(page, invoice);
    await transition(page, 'Ship', undefined, 'Ship and take from stock');
    await page.getByText('Shipped', { exact: true }).first().waitFor();

    // The stock journal: the opened bag gave exactly the part shipped, under the ASN's number.
    await fromMenu(page, 'Inventory history');
    await page.getByRole('main').getByPlaceholder('Search').fill(invoice);
    const row = page.getByRole('row').filter({ hasText: bagNo });
    await expect.poll(async () => (await row.count()) === 1 && (await row.innerText())).toContain(`(${part.toLocaleString('en-US')})`);
    expect(await row.innerText()).toContain('ASN shipped');
  });
});
