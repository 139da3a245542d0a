// An RFQ through its four stages as people do it, by clicks and typing only after signing in: from
// My -> My RFQs a spreadsheet becomes a draft (its problem rows named by their spreadsheet row), is
// submitted for inquiry, quoted line by line into price review, finished, and found under Finished.
// At every stage the page fits the window (1440 px wide, and 1280 px at price review): wide line
// tables scroll inside their own box.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { serverAndBrowser } from '../fixture';
import { signIn } from '../signIn';

const e2e = serverAndBrowser();
const LONG = { timeout: 15_000 };
const MPNS = ['TLV9062ID', 'TPS7A4700RGWR']; // seeded parts
const RFQ_NO = 'RFQ-E2E-0001';

function sheetFile(name: string, rows: unknown[][]): string {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['MPN', 'Requested qty', 'Target price'], ...rows]), 'RFQ');
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-rfq-')), name);
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

const content = (page: Page) => page.locator('.RaLayout-content');

/** No sideways page scroll: the document is no wider than the window. */
async function expectFits(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), LONG).toBeLessThanOrEqual(width);
}

/** The stage chip beside the RFQ's heading. */
async function expectStage(page: Page, stage: string) {
  await content(page).getByRole('heading', { name: `RFQ ${RFQ_NO}` }).waitFor(LONG);
  await content(page).locator('.MuiChip-root').filter({ hasText: new RegExp(`^${stage}$`) }).waitFor(LONG);
}

describe('RFQ journey', () => {
  it('a spreadsheet becomes a draft RFQ, then inquiry, price review and finished, each page fitting the window', async () => {
    const page = await (await e2e.browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(page, e2e.server.url, 'admin');
    await page.getByRole('menuitem', { name: 'My RFQs' }).click();
    await content(page).getByRole('table', { name: 'My RFQs' }).waitFor(LONG);
    await expectFits(page, 1440);

    // Stage 0: the preview names a bad row by the row number the spreadsheet shows (header = row 1).
    await content(page).getByRole('link', { name: 'New RFQ from a spreadsheet' }).click();
    const choose = content(page).getByLabel('Choose file');
    await choose.setInputFiles(sheetFile('bad.xlsx', [[MPNS[0], 1000, 0.45], ['NO-SUCH-PART', 50, 1]]));
    await content(page).getByText('Row 3 NO-SUCH-PART: Material does not exist').waitFor(LONG);
    await content(page).getByText('Fix the rows with problems and choose the file again').waitFor();
    await choose.setInputFiles(sheetFile('good.xlsx', [[MPNS[0], 1000, 0.45], [MPNS[1], 3000, 1.8]]));
    await content(page).getByText('2 rows, 0 with problems').waitFor(LONG);
    await expectFits(page, 1440);
    await content(page).getByRole('textbox', { name: 'RFQ no.' }).fill(RFQ_NO);
    await content(page).getByRole('combobox', { name: 'Customer' }).click();
    await page.getByRole('option').first().click();
    await content(page).getByRole('button', { name: 'Create draft RFQ' }).click();
    await expectStage(page, 'Draft');
    for (const mpn of MPNS) await content(page).getByRole('cell', { name: mpn, exact: true }).waitFor();
    await expectFits(page, 1440);

    // Stage 1: inquiry, each line's quote typed in its row.
    await content(page).getByRole('button', { name: 'Submit for inquiry' }).click();
    await expectStage(page, 'Inquiry');
    await expectFits(page, 1440);
    await content(page).getByRole('textbox', { name: `Quoted price ${MPNS[0]}` }).fill('0.41');
    await content(page).getByRole('textbox', { name: `Quoted price ${MPNS[1]}` }).fill('1.72');

    // Stage 2: price review (核价), the quotes on the lines; the page fits at 1280 too.
    await content(page).getByRole('button', { name: 'Save quote (to price review)' }).click();
    await expectStage(page, 'Price review');
    await expect.poll(() => content(page).getByRole('textbox', { name: `Quoted price ${MPNS[1]}` }).inputValue(), LONG).toBe('1.72');
    await expectFits(page, 1440);
    await expectFits(page, 1280);
    await expectFits(page, 1440);

    // Stage 3: finished, read-only, and listed under the Finished tab.
    await content(page).getByRole('button', { name: 'Finish quote' }).click();
    await expectStage(page, 'Finished');
    await content(page).getByRole('cell', { name: '1.72', exact: true }).waitFor(LONG);
    await expectFits(page, 1440);
    // The page's own way back (not the breadcrumb): the list opens on the RFQ's stage.
    await content(page).locator('.MuiCard-root').getByRole('link', { name: 'My RFQs' }).click();
    await expect.poll(() => content(page).getByRole('tab', { name: 'Finished' }).getAttribute('aria-selected'), LONG).toBe('true');
    await content(page).getByRole('table', { name: 'My RFQs' }).getByRole('link', { name: RFQ_NO }).waitFor(LONG);
    await page.context().close();
  });
});
