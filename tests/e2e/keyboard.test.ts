// A clerk without a mouse: open a list, go to page 2, open a record, edit, save — keys only
// (focus() puts the caret where a Tab sequence would; nothing is clicked).
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from './fixture';
import { signIn } from './signIn';

const e2e = serverAndBrowser();

describe('the keyboard alone', () => {
  it('pages a list, opens a record, edits and saves it', async () => {
    const page = await e2e.browser.newPage();
    await signIn(page, e2e.server.url, 'op');
    await page.goto(`${e2e.server.url}/basic/customer/bgManagement?perPage=5`);
    await page.locator('tbody tr').first().waitFor();

    const firstCode = () => page.locator('tbody tr').first().locator('td.column-code').innerText();
    const pageOneFirst = await firstCode();
    await page.getByRole('button', { name: 'Go to page 2' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText(/^6-\d+ of/).count(), { timeout: 15000 }).toBe(1);
    await expect.poll(firstCode, { timeout: 15000 }).not.toBe(pageOneFirst);

    const code = (await page.locator('tbody tr').nth(1).locator('td.column-code').innerText()).trim();
    await page.locator('tbody tr').first().focus();
    await page.keyboard.press('ArrowDown');
    const focused = () => page.evaluate(() => document.activeElement?.querySelector('td.column-code')?.textContent?.trim());
    await expect.poll(focused).toBe(code);
    await page.keyboard.press('Enter');
    await page.waitForURL(/bgManagement\/\d+\/show/);

    await page.getByRole('link', { name: /edit/i }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/bgManagement\/\d+$/);
    // After a navigation the focus is on the page's heading, not back in the sidebar.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    const manager = page.getByLabel(/^Manager/);
    // Wait for the record to load and the form to fill before typing, so no reset wipes the edit.
    await page.waitForLoadState('networkidle');
    // The form fills in once the record has loaded; type again if it re-rendered under the caret.
    await expect
      .poll(async () => {
        await manager.focus();
        await page.keyboard.press('Control+A');
        await page.keyboard.type(`Keyboard ${code}`);
        return manager.inputValue();
      })
      .toBe(`Keyboard ${code}`);
    const save = page.getByRole('button', { name: /save/i });
    await save.focus();
    // Leaving the field validates it (onTouched), and react-admin disables Save while the form
    // validates: Enter on it in that moment does nothing, so wait until it is enabled again.
    await expect.poll(() => save.isEnabled()).toBe(true);
    await page.keyboard.press('Enter');

    await expect.poll(() => page.url(), { timeout: 15000 }).toMatch(/bgManagement\/\d+\/show|bgManagement(\?|$)/);
    await expect.poll(() => page.getByText(`Keyboard ${code}`).count(), { timeout: 15000 }).toBeGreaterThan(0);
  });
});
