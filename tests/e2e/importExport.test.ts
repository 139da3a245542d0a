// Spreadsheet round trip in a real browser against the real server: export a filtered material
// list to .xlsx, change a cell with SheetJS as a user would in Excel, import the file back through
// the import dialog and see the change in the list.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { serverAndBrowser } from './fixture';
import { signIn } from './signIn';

const e2e = serverAndBrowser();
let workDir: string;

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'distri-e2e-sheet-'));
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const KEYWORD = 'TPS7A4';
const LIST = '/management/material/materialManagement';

describe('material import and export in the browser', () => {
  it('exports the filtered list, and imports an edited copy back', async () => {
    const page = await e2e.browser.newPage({ acceptDownloads: true });
    await signIn(page, e2e.server.url, 'admin');
    await page.goto(e2e.server.url + LIST);
    await page.locator('tbody tr').first().waitFor();

    // Filter by keyword; what the server holds for the same filter is the truth to compare with.
    await page.getByPlaceholder('Search', { exact: true }).fill(KEYWORD);
    await page.waitForURL(/filter=/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const api = await fetch(`${e2e.server.url}/api/v2/material/info?keyword=${KEYWORD}&size=500`, { headers: { authorization: `Bearer ${token}` } });
    const { list, total } = ((await api.json()) as { data: { list: { mpn: string; description: string }[]; total: number } }).data;
    expect(total).toBeGreaterThan(1);
    expect(total).toBeLessThan(100);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(total);

    // Export as .xlsx and catch the download.
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^material_\d{4}_\d{2}_\d{2}\.xlsx$/);
    const book = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]];
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);

    // Exactly the filtered rows, under the labels a user reads, references by name or code.
    expect(rows.map((r) => r.MPN).sort()).toEqual(list.map((r) => r.mpn).sort());
    const header = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0];
    expect(header).toEqual(expect.arrayContaining(['MPN', 'Manufacturer', 'Product line', 'Description', 'MPQ', 'Lifecycle']));
    expect(typeof rows[0].Manufacturer).toBe('string');

    // Edit one description in the file, as in Excel.
    const target = rows[rows.length - 1];
    const edited = `Edited in Excel ${Date.now()}`;
    const descriptionColumn = header.indexOf('Description');
    const sheetRow = rows.indexOf(target) + 1; // row 0 is the header
    sheet[XLSX.utils.encode_cell({ r: sheetRow, c: descriptionColumn })] = { t: 's', v: edited };
    const editedFile = join(workDir, 'materials-edited.xlsx');
    writeFileSync(editedFile, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

    // Import it back: choose the file, read the preview, confirm.
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: /Import Materials/ });
    await dialog.locator('input[type=file]').setInputFiles(editedFile);
    await expect.poll(() => dialog.getByText(`of ${total} rows of materials-edited.xlsx`).count()).toBe(1);
    await expect.poll(() => dialog.getByText(edited).count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText(`0 added, ${total} updated`).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The list, still filtered, shows the new description on that material's row.
    const changedRow = page.locator('tbody tr', { hasText: String(target.MPN) });
    await expect.poll(() => changedRow.innerText()).toContain(edited);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(total);
    await page.close();
  });
});
