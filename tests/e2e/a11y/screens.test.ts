// axe-core over what the walk over every screen (tests/e2e/sweep) does not open: the sign-in page,
// and a screen in dark mode, the mode kept over a sign-out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { serverAndBrowser } from '../fixture';
import { signIn } from '../signIn';
import { audit, navigate, report, settle } from './audit';

const e2e = serverAndBrowser();

describe('accessibility of the sign-in page and of dark mode', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await e2e.browser.newContext({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
  });
  afterAll(() => context?.close());

  it('finds no serious or critical violation on the sign-in page, nor on a screen in dark mode, which the user keeps over a sign-out', async () => {
    const page = await context.newPage();
    await page.goto(e2e.server.url + '/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    const findings = await audit(page, '/login');

    await signIn(page, e2e.server.url, 'admin');
    // react-admin's switch in the app bar.
    await navigate(page, '/basic/customer/bgManagement');
    await settle(page);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect.poll(background).toBe('rgb(49, 49, 49)');
    findings.push(...(await audit(page, '/basic/customer/bgManagement (dark)')));
    await page.getByRole('button', { name: /Administrator/ }).click();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await signIn(page, e2e.server.url, 'admin');
    await expect.poll(background).toBe('rgb(49, 49, 49)');
    expect(report(findings)).toEqual([]);
  });
});
