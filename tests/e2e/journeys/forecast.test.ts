// Planning's forecasts and backlogs as a planner works them, by clicks and typing after signing in: op
// opens Backlogs → Non-CF planning → Non-CF backlogs from the menu, imports a forecast spreadsheet for a
// BG (a new version), uploads a backlog whose one line is that forecast's part and one an unknown MPN,
// reads what was assigned and what was not, and opens the unassigned line with its reason. Then, from a
// backlog's forecast link (the family's rule), adds an item by hand: a bad week quantity is shown under
// its field and nothing is added; the fixed form adds the item as the forecast's next line.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { serverAndBrowser } from '../fixture';
import { openFromMenu } from '../menu';
import { signIn } from '../signIn';

const e2e = serverAndBrowser();
const SLOW = { timeout: 30_000 };
const content = (page: Page) => page.locator('.RaLayout-content');

function sheetFile(name: string, rows: unknown[][]): string {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-forecast-')), name);
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

/** This week's Monday and the next, YYYY-MM-DD (the dialog's default forecast date is this Monday). */
function mondays(): [string, string] {
  const d = new Date();
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  const iso = (x: Date) => `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`;
  const next = new Date(d);
  next.setDate(d.getDate() + 7);
  return [iso(d), iso(next)];
}

/** A demo forecast item (its BG, customer and MPN), read through the API as setup. */
async function demoItem(): Promise<{ bg: string; customer: string; mpn: string }> {
  const login = await fetch(`${e2e.server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'op', password: 'demo' }) });
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const get = async (path: string) => ((await (await fetch(`${e2e.server.url}${path}`, { headers })).json()) as { data: Record<string, unknown> }).data;
  const f = (await get('/api/v1/forecast?size=1')).list as { id: number; bg_code: string; bg_name: string }[];
  const items = (await get(`/api/v1/forecast/${f[0].id}/item?size=1`)).list as { customer_code: string; mpn: string }[];
  return { bg: `${f[0].bg_code} · ${f[0].bg_name}`, customer: items[0].customer_code, mpn: items[0].mpn };
}

describe('forecast and backlog journey', () => {
  it('imports a forecast, uploads a backlog and reads what was and was not assigned', async () => {
    const { bg, customer, mpn } = await demoItem();
    const [monday, next] = mondays();
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, e2e.server.url, 'op');
    await openFromMenu(page, 'Non-CF backlogs');
    await page.waitForURL('**/distribute/NonCF/backlog**');
    await content(page).getByRole('table', { name: 'Non-CF backlogs' }).waitFor(SLOW);
    await expect.poll(() => content(page).locator('tbody tr').count(), SLOW).toBeGreaterThanOrEqual(2);

    // A forecast spreadsheet: a bad quantity is named by its row and nothing is imported; then the good file.
    await content(page).getByRole('button', { name: 'Import forecast' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'BG' }).click();
    await page.getByRole('option', { name: bg }).click();
    const header = ['Site', 'Plant', 'CPN', 'MPN', 'MPQ', monday, next];
    await dialog.getByLabel('Choose the spreadsheet and import').setInputFiles(sheetFile('bad.xlsx', [header, [customer, 'CN10', 'C-E2E-1', mpn, 1000, 'many', 2000]]));
    await dialog.getByText(`Row 2: ${monday} must be a number of at least 0 with at most 3 decimals`).waitFor(SLOW);
    await dialog.getByLabel('Choose the spreadsheet and import').setInputFiles(sheetFile('forecast.xlsx', [header, [customer, 'CN10', 'C-E2E-1', mpn, 1000, 3000, 2000]]));
    await dialog.getByText('Imported: a new forecast version with 1 items.').waitFor(SLOW);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A backlog: one line of the forecast's part, one unknown part.
    await content(page).getByRole('button', { name: 'Upload backlog' }).click();
    await dialog.getByRole('textbox', { name: 'Number' }).fill('BLK-E2E-1');
    await dialog.getByLabel('Choose the backlog spreadsheet').setInputFiles(sheetFile('backlog.xlsx', [
      ['Order no.', 'Customer', 'CPN', 'MPN', 'Quantity', 'Request date'],
      ['', customer, 'C-E2E-1', mpn, 1500, next],
      ['', customer, 'C-E2E-2', 'NO-SUCH-PART-E2E', 200, next],
    ]));
    await dialog.getByText('backlog.xlsx: 2 rows read.').waitFor(SLOW);
    await dialog.getByRole('button', { name: 'Upload and assign' }).click();
    await dialog.getByText('Backlog BLK-E2E-1 uploaded: 1 lines assigned, 1 not assigned.').waitFor(SLOW);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The new backlog heads the list; its unassigned count opens the line and why.
    const row = content(page).locator('tbody tr').filter({ hasText: 'BLK-E2E-1' });
    await row.waitFor(SLOW);
    await row.getByRole('link', { name: '1', exact: true }).click();
    await page.waitForURL('**/distribute/NonCF/backlog/unassigned/BLK-E2E-1**');
    await content(page).getByRole('table', { name: 'Backlog BLK-E2E-1: unassigned lines' }).waitFor(SLOW);
    const line = content(page).locator('tbody tr').filter({ hasText: 'NO-SUCH-PART-E2E' });
    await line.getByText('The MPN is no known material').waitFor(SLOW);
    expect(await content(page).locator('tbody tr').count()).toBe(1);
    await page.close();
  });

  it('adds a forecast item by hand from a backlog\'s forecast, each problem under its field', async () => {
    const { mpn } = await demoItem();
    const [monday] = mondays();
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, e2e.server.url, 'op');
    await openFromMenu(page, 'Non-CF backlogs');
    await content(page).getByRole('table', { name: 'Non-CF backlogs' }).waitFor(SLOW);
    const link = content(page).locator('tbody tr').first().getByRole('link', { name: /^Forecast / }).first();
    await link.waitFor(SLOW);
    await link.click();
    await page.waitForURL('**/distribute/NonCF/backlog/forecast/**');
    await content(page).getByRole('table', { name: 'Forecast items' }).waitFor(SLOW);

    await content(page).getByRole('button', { name: 'Add an item' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'MPN' }).fill(mpn);
    await dialog.getByRole('textbox', { name: 'CPN' }).fill('C-E2E-FORM');
    await dialog.getByRole('button', { name: 'Add a week' }).click();
    await dialog.getByLabel('Week (Monday)').fill(monday);
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('lots');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('weeks.1.qty must be a number of at least 0 with at most 3 decimals').waitFor(SLOW);
    await dialog.getByText('Nothing was saved: fix the fields named below.').waitFor(SLOW);
    // Only the quantity is named: a blank MPQ is the material's.
    expect(await dialog.locator('.Mui-error').filter({ hasText: 'must be' }).count()).toBe(1);
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('1200');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Item added').waitFor(SLOW);
    await content(page).getByRole('textbox', { name: 'Search' }).fill('C-E2E-FORM');
    await content(page).getByRole('textbox', { name: 'Search' }).press('Enter');
    const row = content(page).locator('tbody tr').filter({ hasText: 'C-E2E-FORM' });
    await row.waitFor(SLOW);
    await expect.poll(() => row.textContent()).toContain('1,200');
    await page.close();
  });
});
