// Master data as the operator keeps it, in a real browser, only by clicking and typing: op opens a
// customer from the menu (its own show view lists its ship-to addresses) and changes its sales owner; then imports a spreadsheet of new materials
// with one bad row (the dialog names that row by its spreadsheet number and nothing is imported),
// fixes the row and imports again (all rows added, found in the list).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { serverAndBrowser } from '../fixture';
import { signIn } from '../signIn';

const e2e = serverAndBrowser();
let workDir: string;
beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'distri-e2e-journey-'));
});
afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Opens a screen from the side menu, as a person does. */
async function fromMenu(page: Page, entry: string) {
  await page.getByRole('menu').getByRole('menuitem', { name: entry, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: entry }).waitFor();
}

/** Types a keyword in the list's search box and waits for the list to follow. */
async function search(page: Page, keyword: string) {
  await page.getByPlaceholder('Search', { exact: true }).fill(keyword);
  await page.waitForURL(/filter=/);
}

describe('master data journeys of the operator', () => {
  it('edits a customer opened from the menu', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, e2e.server.url, 'op');
    await fromMenu(page, 'Customers');
    // The row is opened by a click on its name (other cells hold the lock button and references).
    await page.locator('tbody tr').first().waitFor();
    const headings = (await page.locator('thead th').allInnerTexts()).map((h) => h.trim());
    expect(headings).toContain('Customer name');
    const nameCell = page.locator('tbody tr').first().locator('td').nth(headings.indexOf('Customer name'));
    const name = (await nameCell.innerText()).trim();
    await nameCell.click();
    await page.waitForURL(/\/basic\/customer\/customers\/\d+\/show$/);
    await page.getByRole('heading', { level: 1, name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
    // The customer module's own show view: its ship-to addresses under its fields, its own only (codes <customer code>-Sn).
    const shipTos = page.getByRole('region', { name: 'Ship-to addresses' });
    await shipTos.locator('tbody tr').first().waitFor();
    const codes = (await shipTos.locator('tbody tr td:first-child').allInnerTexts()).map((c) => c.trim());
    const customerCode = codes[0].replace(/-S\d+$/, '');
    expect(codes.every((c) => c.startsWith(`${customerCode}-S`))).toBe(true);
    expect(await page.locator('main').getByText(customerCode, { exact: true }).count()).toBeGreaterThan(0);
    // react-admin's Edit is a link styled as a button.
    await page.getByRole('link', { name: 'Edit' }).click();
    const owner = page.getByRole('textbox', { name: 'Sales owner' });
    const newOwner = `Journey owner ${Date.now() % 100000}`;
    await owner.fill(newOwner);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Element updated|updated/).first().waitFor();

    // Back on the list, the customer's row shows the new owner.
    await fromMenu(page, 'Customers');
    await search(page, name);
    await expect.poll(() => page.locator('tbody tr', { hasText: name }).first().innerText()).toContain(newOwner);
    await page.close();
  });

  it('imports materials: one bad row refuses the whole sheet by its row number, the fixed sheet imports every row', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    await signIn(page, e2e.server.url, 'op');
    await fromMenu(page, 'Materials');
    await page.locator('tbody tr').first().waitFor();

    // The operator starts from an export: it has the columns and the manufacturer and product line names.
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()]);
    const exported = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const exportedRow = XLSX.utils.sheet_to_json<Record<string, unknown>>(exported.Sheets[exported.SheetNames[0]])[0];
    // A new material: the row's references and values without its identity and timestamps.
    const template = Object.fromEntries(Object.entries(exportedRow).filter(([column]) => !/^(id|created|updated)/i.test(column)));

    const stamp = Date.now() % 1_000_000;
    const mpns = [1, 2, 3].map((i) => `JRNY${stamp}-${i}`);
    const rows = mpns.map((mpn) => ({ ...template, MPN: mpn, Description: `Journey part ${mpn}`, MPQ: 3000 }));
    const write = (name: string, sheetRows: Record<string, unknown>[]) => {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(sheetRows), 'Materials');
      const file = join(workDir, name);
      writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
      return file;
    };
    // The third material (spreadsheet row 4: row 1 holds the headings) has an MPQ of 0.
    const bad = write('materials-bad.xlsx', rows.map((r, i) => (i === 2 ? { ...r, MPQ: 0 } : r)));
    const good = write('materials-good.xlsx', rows);

    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: /Import Materials/ });
    await dialog.locator('input[type=file]').setInputFiles(bad);
    await expect.poll(() => dialog.getByText('of 3 rows of materials-bad.xlsx').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('Nothing was imported. Fix these rows and upload the file again.').waitFor();
    const problems = dialog.getByRole('table', { name: 'Nothing was imported. Fix these rows and upload the file again.' });
    const problemRows = problems.locator('tbody tr');
    expect(await problemRows.count()).toBe(1);
    const cells = await problemRows.first().locator('td').allInnerTexts();
    expect(cells.slice(0, 2)).toEqual(['4', 'MPQ']);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Nothing of the sheet is in the list.
    await search(page, `JRNY${stamp}`);
    await page.getByText(/^No .* found/).first().waitFor();

    await page.getByRole('button', { name: 'Import' }).click();
    await dialog.locator('input[type=file]').setInputFiles(good);
    await expect.poll(() => dialog.getByText('of 3 rows of materials-good.xlsx').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('3 added, 0 updated').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('tbody tr').allInnerTexts()).toEqual(expect.arrayContaining(mpns.map((m) => expect.stringContaining(m))));
    await page.close();
  });
});
