// Single sign-on in a real browser through the development OpenID provider inside the server:
// the redirect, the provider's own sign-in page, the callback, landing on Home with the user's
// name; then logout ends the provider session too and returns to the login page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startSeededServer } from './fixture';
import type { RunningServer } from './serverProcess';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Tokens of 65 s: the browser's silent renewal (a minute before expiry) comes after 5 s.
  server = await startSeededServer({ OIDC_DEV_TOKEN_TTL: '65' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('single sign-on in the browser', () => {
  it('signs in through the development provider and lands on Home with the user name, then signs out of both', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url + '/login');
    await page.getByRole('button', { name: 'Company single sign-on (SSO)' }).click();

    // The provider's own page, with a PKCE authorization request behind it.
    await page.waitForURL(/\/oidc\/interaction\/[\w-]+$/);
    await page.getByLabel('User name').fill('op');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong user name or password' }).waitFor();
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Back through /auth/callback to Home, greeted by name.
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'Welcome, Olivia Operator' }).waitFor();

    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      idToken: localStorage.getItem('id_token'),
      oidcUser: Object.keys(sessionStorage).some((k) => k.startsWith('oidc.user:')),
    }));
    expect(stored.token).toEqual(expect.any(String));
    expect(stored.idToken?.split('.')).toHaveLength(3);
    expect(stored.oidcUser).toBe(true);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(cookies.sso_id_token.value).toBe(stored.idToken);
    expect(cookies.sso_email.value).toBe('op%40example.com');
    // The cookie set lives one hour.
    expect(cookies.sso_time.expires * 1000 - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(cookies.sso_time.expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    // Silent renewal before expiry: new tokens (refresh-token grant) replace the old ones.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('id_token')), { timeout: 30_000, interval: 1000 }).not.toBe(stored.idToken);
    const renewed = await page.evaluate(() => localStorage.getItem('id_token'));
    expect((await context.cookies()).find((c) => c.name === 'sso_id_token')?.value).toBe(renewed);
    await page.getByRole('heading', { name: 'Welcome, Olivia Operator' }).waitFor();

    // The session works for the API like a password sign-in.
    const me = await fetch(`${server.url}/api/v1/auth/me`, { headers: { authorization: `Bearer ${stored.token}` } });
    expect((await me.json()).user.name).toBe('op');

    // Logout: our session revoked, the provider's ended (end_session), back on the login page.
    const ends: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/oidc/session/end')) ends.push(r.url());
    });
    await page.getByRole('button', { name: /profile|user|Olivia/i }).first().click();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(ends.length).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/api/v1/auth/me`, { headers: { authorization: `Bearer ${stored.token}` } })).status).toBe(401);
    const after = await page.evaluate(() => ({ token: localStorage.getItem('token'), idToken: localStorage.getItem('id_token') }));
    expect(after).toEqual({ token: null, idToken: null });
    const left = (await context.cookies()).map((c) => c.name);
    expect(left).not.toContain('sso_id_token');
    expect(left).toContain('sso_logout_helper');

    // The provider session is over: SSO asks for the password again.
    await page.getByRole('button', { name: 'Company single sign-on (SSO)' }).click();
    await page.waitForURL(/\/oidc\/interaction\/[\w-]+$/);
    await context.close();
  });
});
