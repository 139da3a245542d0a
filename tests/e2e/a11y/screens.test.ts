// axe-core over the sign-in page and every screen outside /management as admin: no serious or
// critical violation, exactly one h1 per page; a dark-mode page too, the mode kept over a sign-out.
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../fixture';
import { signIn } from '../signIn';
import { audit, navigate, report, settle } from './audit';
import { GROUPS, walkScreens } from './walk';

const e2e = serverAndBrowser();

describe('accessibility of the sign-in page and the screens outside /management', () => {
  it('finds no serious or critical violation on the sign-in page', async () => {
    const context = await e2e.browser.newContext({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(e2e.server.url + '/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    const findings = await audit(page, '/login');
    await context.close();
    expect(report(findings)).toEqual([]);
  });

  const walk = walkScreens(
    e2e,
    GROUPS.filter((g) => !g.startsWith('management/')),
  );

  it('audits dark mode too, and keeps it for the user over a sign-out', async () => {
    const page = walk.page();
    // react-admin's switch in the app bar.
    await navigate(page, '/basic/customer/bgManagement');
    await settle(page);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect.poll(background).toBe('rgb(49, 49, 49)');
    const findings = await audit(page, '/basic/customer/bgManagement (dark)');
    walk.counted();
    await page.getByRole('button', { name: /Administrator/ }).click();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await signIn(page, e2e.server.url, 'admin');
    await expect.poll(background).toBe('rgb(49, 49, 49)');
    expect(report(findings)).toEqual([]);
  });
});
