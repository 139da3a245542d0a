// The PSI as a planner works it, by clicks and keys after signing in: op opens Backlogs → Non-CF
// planning → Non-CF PSI from the menu (today's PSI, rule 5, weeks), sees the four colour classes,
// switches to rule 1 and to months, tries a what-if (a demand typed into a cell turns the row red,
// nothing saved), has a balance explained, and exports: the file is PSI_{date}_ALL_BLK-{date}.xlsx,
// its balances are the screen's and its colour rules the spec's formula over columns s+1..s+52.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { colourOfOutcome } from '../../../src/contract/psi/engine';
import type { PsiPage } from '../../../src/contract/psi/types';
import { audit, report } from '../a11y/audit';
import { serverAndBrowser } from '../fixture';
import { openFromMenu } from '../menu';
import { signIn } from '../signIn';

const e2e = serverAndBrowser();
const SLOW = { timeout: 30_000 };

/** The colours of the balance lines on screen. */
const colours = (page: Page) => page.locator('[role="grid"] [role="row"][data-colour]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-colour')));

/** Every colour class the grid shows, scrolled from top to bottom (only the lines in view are rendered). */
async function seenColours(page: Page): Promise<string[]> {
  const grid = page.getByRole('grid');
  const seen = new Set<string>();
  const height = await grid.evaluate((g) => g.scrollHeight);
  for (let top = 0; top <= height; top += 400) {
    await grid.evaluate((g, t) => g.scrollTo(0, t), top);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    for (const c of await colours(page)) if (c) seen.add(c);
  }
  await grid.evaluate((g) => g.scrollTo(0, 0));
  return [...seen].sort();
}

describe('PSI journey', () => {
  it('opens a PSI from the menu, switches rule and period, tries a what-if, explains a balance and exports', async () => {
    // bypassCSP: the axe script is added inline, as the sweep does.
    const page = await (await e2e.browser.newContext({ bypassCSP: true, viewport: { width: 1440, height: 900 }, acceptDownloads: true })).newPage();
    await signIn(page, e2e.server.url, 'op');
    await openFromMenu(page, 'Non-CF PSI');
    await page.waitForURL(/\/distribute\/NonCF\/all\/psi\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}/);
    await page.getByRole('heading', { level: 1, name: 'Non-CF PSI' }).waitFor();
    const grid = page.getByRole('grid');
    await grid.waitFor(SLOW);
    // The PSI's own parts; the menu's counted entries (their badges) are the message centre's (reported).
    const findings = (await audit(page, 'psi')).filter((f) => !f.targets.every((t) => /^a\[aria-label=/.test(t)));
    expect(report(findings)).toEqual([]);

    // Fifty rows a page: the demo data shows every colour class.
    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '50', exact: true }).click();
    await expect.poll(() => grid.getAttribute('aria-rowcount'), SLOW).toBe('151');
    await expect.poll(() => seenColours(page), SLOW).toEqual(['blue', 'green', 'red', 'yellow']);

    // Rule 1 (the part only) and months.
    await page.getByRole('combobox', { name: 'Rule' }).click();
    await page.getByRole('option', { name: /^Rule 1 / }).click();
    await grid.getByRole('columnheader', { name: 'Planned at' }).waitFor({ state: 'detached', ...SLOW });
    await page.getByRole('button', { name: 'Month' }).click();
    await expect.poll(() => grid.getByRole('columnheader').nth(4).innerText(), SLOW).toMatch(/^\d{4}-\d{2}-01$/);
    expect(page.url()).toMatch(/rule=1.*period=month|period=month.*rule=1/);

    // What-if: the first row's first demand cell by keyboard, a huge demand, the row turns red; nothing saved.
    await page.getByRole('button', { name: 'What-if' }).click();
    await grid.getByRole('gridcell').nth(4).click();
    await grid.press('ArrowRight');
    await grid.press('Enter');
    const input = grid.getByRole('textbox');
    await input.fill('99999999');
    await input.press('Enter');
    await expect.poll(async () => (await colours(page))[0], SLOW).toBe('red');
    await page.getByRole('button', { name: 'Discard what-if' }).click();
    await page.getByRole('button', { name: 'What-if' }).click();

    // A balance explained: the balance line's first period, Enter.
    await grid.press('ArrowDown');
    await grid.press('ArrowDown');
    await grid.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^Brought in .* \+ ESD .* − demand .* = balance /).waitFor(SLOW);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The export: every row, named by the date and the backlog's date, balances as on the API, colour rules.
    const [download] = await Promise.all([page.waitForEvent('download', SLOW), page.getByRole('button', { name: 'Export' }).click()]);
    const name = download.suggestedFilename();
    expect(name).toMatch(/^PSI_\d{4}-\d{2}-\d{2}_ALL_BLK-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = readFileSync((await download.path())!);
    const book = XLSX.read(bytes, { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.PSI, { header: 1 });
    expect(sheet[0].slice(0, 5)).toEqual(['CPN', 'MPN', 'Manufacturer', 'on_hands', 'on_ways']);
    const [, date, blk] = /^PSI_(.+)_ALL_BLK-(.+)\.xlsx$/.exec(name)!;
    const api = await page.evaluate(async (q) => {
      const res = await fetch(`/api/v1/backlog/psi?${q}`, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
      return (await res.json()).data;
    }, `rule=1&period=month&size=999999&date=${date}&backlog_date=${date}`) as PsiPage;
    {
      expect(api.current.backlogDate).toBe(blk);
      expect(sheet.length - 1).toBe(api.total);
      const first = sheet[1] as (string | number)[];
      const row = api.list.find((r) => r.MPN === first[1] && (r.CPN ?? '') === first[0])!;
      expect(first.slice(5).map(String)).toEqual(row.current.outcome.map((c) => String(Number(c.balance))));
      // The file's colour of that row, by the spec's formula: the first negative balance's column.
      const balances = first.slice(5).map((v) => ({ balance: String(v) }));
      expect(colourOfOutcome(balances)).toBe(row.colour);
    }
    const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
    const xml = new TextDecoder().decode(Uint8Array.from(zip.FileIndex[zip.FullPaths.findIndex((f: string) => f.endsWith('xl/worksheets/sheet1.xml'))].content as Uint8Array));
    // Rule 1: s = 5, periods from column F: red F..I, yellow J..M, blue N.. (months: up to 13 columns).
    expect(xml).toContain('COUNTIF($F2:$I2,"&lt;0")&gt;0');
    expect(xml).toContain('COUNTIF($J2:$M2,"&lt;0")&gt;0');
    expect(xml).toMatch(/COUNTIF\(\$N2:\$[Q-R]2,"&lt;0"\)&gt;0/);
  });
});
