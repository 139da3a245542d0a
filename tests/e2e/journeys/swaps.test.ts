// Swaps as planners do them, by clicks and typing after signing in: op asks, from the menu's "My swaps",
// for two reels of a part from another business group's forecast item; manager, a planner of that BG,
// finds it in "Swap requests" (its menu count one higher), agrees, and the counts go down; op reads it
// agreed, with a notification.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../fixture';
import { signIn } from '../signIn';

const e2e = serverAndBrowser();
const LONG = { timeout: 15_000 };
const REMARK = 'Pull-in for the December build';

async function signedIn(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, e2e.server.url, name);
  return page;
}

const content = (page: Page) => page.locator('.RaLayout-content');
const entry = (page: Page, name: string) => page.getByRole('menuitem', { name: new RegExp(`^${name}`) });
/** The waiting count on a menu entry's badge (no badge: 0). */
const countOf = async (page: Page, name: string) => {
  const badge = entry(page, name).locator('.MuiBadge-badge');
  return (await badge.count()) ? Number(await badge.innerText()) : 0;
};
const row = (page: Page, status: string) => content(page).getByRole('row').filter({ hasText: REMARK }).filter({ hasText: status });

describe('swaps journey', () => {
  it('op asks for a swap from the menu, manager agrees it in the message centre, the counts change', async () => {
    const op = await signedIn(e2e.browser, 'op');
    await entry(op, 'My swaps').click();
    await content(op).getByRole('table').first().waitFor(LONG);
    await expect.poll(() => countOf(op, 'My swaps'), LONG).toBe(4);
    await content(op).getByRole('button', { name: 'New swap request' }).click();
    const dialog = op.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /My forecast item/ }).fill('TPS');
    await op.getByRole('option').first().click();
    await dialog.getByRole('combobox', { name: 'Take from' }).click();
    await op.getByRole('option').first().click();
    await dialog.getByLabel('Copies').fill('2');
    await dialog.getByLabel('Remark').fill(REMARK);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.waitFor({ state: 'detached', ...LONG });
    await row(op, 'Waiting').waitFor(LONG);
    await expect.poll(() => countOf(op, 'My swaps'), LONG).toBe(5);

    const manager = await signedIn(e2e.browser, 'manager');
    await expect.poll(() => countOf(manager, 'Swap requests'), LONG).toBe(5);
    await entry(manager, 'Swap requests').click();
    await row(manager, 'Waiting').waitFor(LONG);
    await row(manager, 'Waiting').getByRole('button', { name: 'Agree' }).click();
    const decide = manager.getByRole('dialog');
    expect(await decide.innerText()).toContain('op asks for');
    await decide.getByRole('button', { name: 'Agree' }).click();
    await decide.waitFor({ state: 'detached', ...LONG });
    await row(manager, 'Agreed').waitFor(LONG);
    await expect.poll(() => countOf(manager, 'Swap requests'), LONG).toBe(4);
    await manager.context().close();

    await op.reload();
    await row(op, 'Agreed').waitFor(LONG);
    await expect.poll(() => countOf(op, 'My swaps'), LONG).toBe(4);
    await op.getByRole('link', { name: /^Notifications:/ }).click();
    await op.getByText('Your swap request was agreed').first().waitFor(LONG);
    await op.context().close();
  });
});
