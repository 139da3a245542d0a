// The material and end-customer verification as people do it, by clicks and typing only after signing
// in: the operator proposes a change of a material and a new end customer in the message centre; the
// admin approves the material change (and the material then shows it), cannot approve a new part whose
// MPN exists already (told so by name, the draft stays waiting), and refuses the end customer with a memo.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../fixture';
import { signIn } from '../signIn';

const e2e = serverAndBrowser();
const LONG = { timeout: 15_000 };
const PART = 'TLV9062ID'; // a seeded op amp, lead time 7 weeks
const EC = { code: 'EC-HELIOS', name: 'Helios Robotics' };

async function signedIn(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, e2e.server.url, name);
  return page;
}

const content = (page: Page) => page.locator('.RaLayout-content');

/** Opens a queue from the side menu (its entry carries the waiting count in its name). */
async function openQueue(page: Page, name: string) {
  await page.getByRole('menuitem', { name: new RegExp(`^${name}`) }).click();
  await content(page).getByRole('table').waitFor(LONG);
}

/** The list's rows with a cell reading exactly `text` (TLV9062ID, not TLV9062IDR). */
const rowsOf = (page: Page, text: string) => content(page).getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

/** The queue's row naming `text` and still in `status`. */
const rowOf = (page: Page, text: string, status: string) => rowsOf(page, text).filter({ hasText: status });

async function review(page: Page, text: string, decision: 'Approve' | 'Refuse', memo: string) {
  await rowOf(page, text, 'Waiting for approval').first().getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(decision).check();
  await dialog.getByLabel('Review memo').fill(memo);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  return dialog;
}

describe('verification journey', () => {
  it('op proposes, admin approves one, is told why another cannot be, refuses one with a memo', async () => {
    const op = await signedIn(e2e.browser, 'op');
    await openQueue(op, 'Material verification');
    await content(op).getByRole('link', { name: 'Create' }).click();
    await content(op).getByRole('combobox', { name: 'Material' }).fill(PART);
    await op.getByRole('option', { name: PART, exact: true }).click();
    await content(op).getByLabel('Lead time (weeks)').fill('22');
    await content(op).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => content(op).innerText()).toContain('Waiting for approval');
    expect(await content(op).innerText()).toMatch(/Lead time \(weeks\)\s*22/);

    await openQueue(op, 'End customer verification');
    await content(op).getByRole('link', { name: 'Create' }).click();
    await content(op).getByLabel('EC code').fill(EC.code);
    await content(op).getByRole('textbox', { name: 'Name', exact: true }).fill(EC.name);
    await content(op).getByRole('combobox', { name: 'Industry' }).click();
    await op.getByRole('option', { name: 'Industrial' }).click();
    await content(op).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => content(op).innerText()).toContain('Waiting for approval');
    expect(await content(op).innerText()).toContain(EC.name);
    await op.context().close();

    const admin = await signedIn(e2e.browser, 'admin');
    await openQueue(admin, 'Material verification');
    // The operator's change: approved, and the material takes the new lead time.
    let dialog = await review(admin, PART, 'Approve', 'Per the maker’s Q4 lead-time notice');
    await dialog.waitFor({ state: 'detached', ...LONG });
    await rowOf(admin, PART, 'Approved').waitFor(LONG);

    // A "new" part whose MPN exists already: the reviewer is told which, nothing changes (not "Server error").
    dialog = await review(admin, 'STM32G071RBT6', 'Approve', '');
    await expect.poll(() => admin.getByText('MPN "STM32G071RBT6" is already used by another record').count(), LONG).toBeGreaterThan(0);
    expect(await admin.getByText(/server error/i).count()).toBe(0);
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Cancel' }).click();
    await rowOf(admin, 'STM32G071RBT6', 'Waiting for approval').first().waitFor(LONG);

    await admin.getByRole('menuitem', { name: 'Materials', exact: true }).click();
    await content(admin).getByRole('textbox', { name: 'Search' }).fill(PART);
    const part = rowsOf(admin, PART);
    await expect.poll(() => part.count(), LONG).toBe(1);
    await expect.poll(() => part.getByRole('cell', { name: '22', exact: true }).count(), LONG).toBe(1);

    // The new end customer: refused with a memo, which the queue shows.
    await openQueue(admin, 'End customer verification');
    dialog = await review(admin, EC.name, 'Refuse', 'Duplicate of an existing OEM account');
    await dialog.waitFor({ state: 'detached', ...LONG });
    const refused = rowOf(admin, EC.name, 'Refused');
    await refused.waitFor(LONG);
    expect(await refused.innerText()).toContain('Duplicate of an existing OEM account');
    await admin.context().close();
  });
});
