// What a clerk sets on a list stays theirs: the columns they hid come back hidden at their next
// sign-in in the same browser, and another user signing in there keeps their own; a number range is
// one filter entry with two ends, sent as _gte and _lte.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from './fixture';
import { signIn } from './signIn';

const e2e = serverAndBrowser();

const headers = (page: Page) => page.locator('thead th').allInnerTexts();
const NICK: Record<string, RegExp> = { op: /Olivia/, admin: /Administrator/ };

async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name: NICK[name] }).first().click();
  await page.getByRole('menuitem', { name: /logout/i }).click();
  await page.getByRole('button', { name: /sign in/i }).waitFor();
}

async function openBgList(page: Page) {
  await page.goto(`${e2e.server.url}/basic/customer/bgManagement`);
  await page.locator('tbody tr').first().waitFor();
}

describe('list preferences and range filters', () => {
  it('keeps each user their own columns', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await signIn(page, e2e.server.url, 'op');
    await openBgList(page);
    expect((await headers(page)).join('|')).toContain('Manager');
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('switch', { name: 'Manager' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await headers(page)).join('|')).not.toContain('Manager');
    await signOut(page, 'op');

    await signIn(page, e2e.server.url, 'admin');
    await openBgList(page);
    expect((await headers(page)).join('|')).toContain('Manager');
    await signOut(page, 'admin');

    await signIn(page, e2e.server.url, 'op');
    await openBgList(page);
    await expect.poll(async () => (await headers(page)).join('|')).not.toContain('Manager');
    expect((await headers(page)).join('|')).toContain('Name');
    await context.close();
  });

  it('offers one entry per numeric field and sends both ends', async () => {
    const page = await e2e.browser.newPage();
    const asked: string[] = [];
    page.on('request', (req) => asked.push(req.url()));
    await signIn(page, e2e.server.url, 'op');
    await page.goto(`${e2e.server.url}/basic/hr/employeeRank`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await expect.poll(() => page.getByRole('menuitemcheckbox', { name: /^Level/ }).count()).toBe(1);
    await page.getByRole('menuitemcheckbox', { name: 'Level' }).click();
    await page.getByLabel('Level (from)').fill('3');
    await page.getByLabel('Level (to)').fill('5');
    await expect.poll(() => asked.some((url) => /level_gte=3/.test(url) && /level_lte=5/.test(url))).toBe(true);
    const levelColumn = (await headers(page)).findIndex((h) => h.trim() === 'Level');
    await expect
      .poll(async () => {
        const levels = (await page.locator('tbody tr').evaluateAll((rows, at) => rows.map((r) => Number(r.children[at]?.textContent)), levelColumn));
        return levels.length > 0 && levels.every((level) => level >= 3 && level <= 5);
      })
      .toBe(true);
    await page.close();
  });
});
