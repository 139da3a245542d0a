// Words, not keys, in a real browser: the message centre's breadcrumb, the event log's date filter in
// Chinese (typed year first, whatever the browser's own language), the permission picker's labels.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from './fixture';
import { signIn } from './signIn';

const e2e = serverAndBrowser();

/** Opens a page and switches the screen to Chinese from the header (the browser stays English). */
async function inChinese(page: Page, path: string) {
  await page.goto(e2e.server.url + path);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
}

describe('words, not keys, in the browser', () => {
  it('shows the event log date filter as YYYY-MM-DD in Chinese and the message centre by name', async () => {
    const page = await e2e.browser.newPage({ locale: 'en-US' });
    await signIn(page, e2e.server.url, 'admin');
    await inChinese(page, '/system/eventLog');
    const to = page.getByRole('textbox', { name: '结束日期' });
    await to.waitFor();
    expect(await to.getAttribute('placeholder')).toBe('YYYY-MM-DD');
    await to.fill('2001/1/1');
    await to.blur();
    expect(await to.inputValue()).toBe('2001-01-01');
    await page.getByText('没有匹配的事件。').waitFor();

    await page.goto(e2e.server.url + '/events/Notifications');
    const trail = page.getByRole('navigation', { name: /breadcrumb|面包屑/i });
    await expect.poll(() => trail.innerText()).toContain('消息中心');
    expect(await trail.innerText()).not.toContain('events');
    await page.close();
  });

  it('lists permissions by label with the code beside it', async () => {
    const page = await e2e.browser.newPage();
    await signIn(page, e2e.server.url, 'op');
    await page.goto(e2e.server.url + '/system/roles/roleManagement');
    await page.getByRole('link', { name: 'OP' }).click();
    const picker = page.getByRole('group', { name: 'Permissions' });
    await picker.getByRole('checkbox', { name: 'ASN AR asset review · Customers' }).waitFor();
    expect(await picker.getByText('asn-ar-asset-review', { exact: true }).count()).toBe(1);
    await page.close();
  });
});
