// The Content-Security-Policy the server sends lets the app work: signed in, the login page, Home, a
// list, an edit page and the API documentation raise no CSP violation (event or console report).
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from './fixture';
import { signIn } from './signIn';

const e2e = serverAndBrowser();

/** Every CSP violation any page of the context reports, by event and by console message. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => seen.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(t: string): void }).__reportCspViolation(`${e.violatedDirective} blocked ${e.blockedURI} on ${e.documentURI}`);
    });
  });
  context.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

describe('content security policy in the browser', () => {
  it('signs in and opens login, Home, a list, an edit page and /doc without a violation', async () => {
    const context = await e2e.browser.newContext();
    const violations = await watchViolations(context);
    const page = await context.newPage();
    const url = e2e.server.url;

    const first = await page.goto(url + '/login');
    expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

    await signIn(page, url, 'admin');

    await page.goto(url + '/basic/customer/bgManagement');
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(5);

    await page.locator('tbody tr').first().locator('td').nth(1).click();
    await page.waitForURL(/bgManagement\/\d+\/show/);
    const id = /bgManagement\/(\d+)/.exec(page.url())![1];
    await page.goto(`${url}/basic/customer/bgManagement/${id}`);
    await page.getByLabel(/^Name/).waitFor();
    // A menu and a dialog: MUI's popper and portal styles.
    await page.getByRole('button', { name: /delete/i }).click();
    await page.getByRole('button', { name: /cancel/i }).click();

    // The user menu's API DOC goes through /apiDoc to /doc?ticket=…
    await page.goto(url + '/apiDoc');
    await page.waitForURL(/\/doc\?ticket=/);
    await page.getByRole('heading', { name: 'Record schemas' }).waitFor();
    const styled = await page.evaluate(() => getComputedStyle(document.body).maxWidth);
    expect(styled).toBe('1100px');

    expect(violations).toEqual([]);
    await context.close();
  });

  it('signs in and out through the development provider’s pages without a violation', async () => {
    const context = await e2e.browser.newContext();
    const violations = await watchViolations(context);
    const page = await context.newPage();
    await page.goto(e2e.server.url + '/login');
    await page.getByRole('button', { name: 'Company single sign-on (SSO)' }).click();
    await page.waitForURL(/\/oidc\/interaction\/[\w-]+$/);
    await page.getByLabel('User name').fill('op');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'Welcome, Olivia Operator' }).waitFor();

    // The provider's sign-out page sends itself by its inline script (allowed by hash), back to /login.
    await page.getByRole('button', { name: /profile|user|Olivia/i }).first().click();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

    expect(violations).toEqual([]);
    await context.close();
  });
});
