import type { Page } from 'playwright-core';

const NICK_NAMES: Record<string, string> = { admin: 'Administrator', op: 'Olivia Operator', manager: 'Marcus Manager', viewer: 'Vera Viewer' };

/** Signs a demo account in through the login form and waits for Home to greet it. */
export async function signIn(page: Page, baseUrl: string, name: string, password = 'demo') {
  await page.goto(baseUrl + '/');
  await page.getByLabel(/username/i).fill(name);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByRole('heading', { name: `Welcome, ${NICK_NAMES[name] ?? name}` }).waitFor();
}
