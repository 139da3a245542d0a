// The shell in a real browser: Home as the landing page, the watermark, the version dialog with
// the machine's real figures, and the Chinese menu, kept on the account across reloads and sign-ins.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from './fixture';
import { signIn } from './signIn';

const e2e = serverAndBrowser();

async function page(): Promise<Page> {
  const p = await e2e.browser.newPage();
  await signIn(p, e2e.server.url, 'admin');
  return p;
}

describe('the shell in the browser', () => {
  it('lands an unknown path on /home', async () => {
    const p = await page();
    await p.goto(e2e.server.url + '/no/such/screen');
    await p.waitForURL('**/home');
    await p.getByRole('heading', { name: 'Welcome, Administrator' }).waitFor();
    await p.close();
  });

  it('draws the watermark over the page and lets clicks through to the menu', async () => {
    const p = await page();
    const mark = p.getByTestId('watermark');
    const style = await mark.evaluate((el) => {
      const s = getComputedStyle(el);
      return { pointerEvents: s.pointerEvents, position: s.position, image: s.backgroundImage };
    });
    expect(style).toMatchObject({ pointerEvents: 'none', position: 'fixed' });
    // A real canvas drew the tile: a PNG data URL of more than a blank tile's size.
    expect(style.image).toMatch(/^url\("data:image\/png;base64,/);
    expect(style.image.length).toBeGreaterThan(1000);
    // The watermark covers the menu entry, yet a plain click reaches it.
    const entry = p.getByRole('menuitem', { name: 'Business groups' });
    const box = (await entry.boundingBox())!;
    const topmost = await p.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[role="menuitem"]')?.textContent, [box.x + 5, box.y + 5]);
    expect(topmost).toContain('Business groups');
    await p.mouse.click(box.x + 5, box.y + 5);
    await p.waitForURL('**/basic/customer/bgManagement**');
    await p.close();
  });

  it("shows the machine's real disk and memory figures in the version dialog", async () => {
    const p = await page();
    await p.getByRole('button', { name: /^Version / }).click();
    const dialog = p.getByRole('dialog', { name: 'About this system' });
    const disks = dialog.getByRole('table', { name: 'Disk usage' });
    await disks.waitFor();
    expect(await disks.getByRole('cell', { name: '/', exact: true }).count()).toBeGreaterThan(0);
    expect(await dialog.getByRole('row', { name: /Memory \d{1,3}\.\d{2} %/ }).count()).toBe(1);
    await p.close();
  });

  it('translates the menu when the language is switched to Chinese', async () => {
    const p = await page();
    await p.getByRole('button', { name: 'English' }).click();
    await p.getByRole('menuitem', { name: '简体中文' }).click();
    await p.getByRole('menuitem', { name: '事业群' }).waitFor();
    expect(await p.getByText('基础数据').count()).toBeGreaterThan(0);
    expect(await p.getByText('Basic data').count()).toBe(0);
    await p.close();
  });

  it('keeps the language chosen in the header: after a reload, and at the next sign-in in a new browser', async () => {
    const p = await e2e.browser.newPage();
    await signIn(p, e2e.server.url, 'op');
    await p.getByRole('button', { name: 'English' }).click();
    await p.getByRole('menuitem', { name: '简体中文' }).click();
    await p.getByText('基础数据').first().waitFor();
    await p.reload();
    await p.getByText('基础数据').first().waitFor();
    expect(await p.getByRole('button', { name: '简体中文' }).count()).toBe(1);
    expect(await p.getByText('Basic data').count()).toBe(0);
    await p.close();

    // A new browser context has no stored choice: the sign-in page is English, the account is Chinese.
    const context = await e2e.browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto(e2e.server.url + '/');
    await fresh.getByLabel(/username/i).fill('op');
    await fresh.getByRole('textbox', { name: 'Password' }).fill('demo');
    await fresh.getByRole('button', { name: /sign in/i }).click();
    await fresh.getByText('基础数据').first().waitFor();
    expect(await fresh.getByRole('button', { name: '简体中文' }).count()).toBe(1);
    await context.close();
  });
});
