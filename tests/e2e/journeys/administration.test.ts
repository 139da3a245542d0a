// Administration in a real browser, only by clicking and typing: a person registers an account from
// the sign-in page; admin creates a role that keeps business groups and gives it to the account; admin switches to the account and sees what the role allows, and switches back; the
// new user signs in and sees only the business groups.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../fixture';
import { signIn } from '../signIn';

const e2e = serverAndBrowser();
const stamp = Date.now() % 1_000_000;
const USER = `journey${stamp}`;
const NICK = `Jo Journey ${stamp}`;
const PASSWORD = 'Journey-pass-2025';
const ROLE = `BG keepers ${stamp}`;

/** The side menu's entries the page shows now. */
const menuEntries = (page: Page) => page.getByRole('menu').getByRole('menuitem').allInnerTexts();

async function fromMenu(page: Page, entry: string, heading = entry) {
  await page.getByRole('menu').getByRole('menuitem', { name: entry, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('administration journey', () => {
  it('registers a user, gives it a new role, switches to it and back, and the user sees only what the role allows', async () => {
    // A person registers from the sign-in page.
    const visitor = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await visitor.goto(e2e.server.url + '/');
    await visitor.getByRole('link', { name: /register|create an account/i }).click();
    await visitor.getByRole('textbox', { name: 'User name' }).fill(USER);
    await visitor.getByRole('textbox', { name: 'Display name (optional)' }).fill(NICK);
    await visitor.getByRole('textbox', { name: 'E-mail' }).fill(`${USER}@example.com`);
    await visitor.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
    await visitor.getByRole('button', { name: 'Create account' }).waitFor();
    await visitor.getByRole('button', { name: 'Create account' }).click();
    await visitor.getByText(`A mail about the account ${USER}`).waitFor();

    // Admin creates the role with one permission.
    const admin = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(admin, e2e.server.url, 'admin');
    await fromMenu(admin, 'Roles');
    await admin.getByRole('button', { name: 'New role' }).click();
    const create = admin.getByRole('dialog');
    await create.getByRole('textbox', { name: 'Role name' }).fill(ROLE);
    await create.getByRole('textbox', { name: 'Description' }).fill('Keeps the business groups');
    await create.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(`Role ${ROLE} created`).waitFor();
    const picker = admin.getByRole('group', { name: 'Permissions' });
    await picker.getByRole('searchbox', { name: 'Search permissions' }).fill('Manage BG');
    await picker.getByRole('checkbox', { name: /^Manage BG/ }).first().check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(`Role ${ROLE} saved`).waitFor();

    // Admin gives the new account the role.
    await fromMenu(admin, 'Users');
    const row = admin.locator('tbody tr', { hasText: USER });
    await row.getByRole('button', { name: `Edit ${USER}` }).click();
    const edit = admin.getByRole('dialog', { name: `Edit user ${USER}` });
    await edit.getByRole('checkbox', { name: ROLE }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(`User ${USER} saved`).waitFor();
    await expect.poll(() => row.innerText()).toContain(ROLE);

    // Switch account: admin acts as the new user, sees the role's screens only, and comes back.
    await row.getByRole('button', { name: `Switch to ${USER}` }).click();
    await admin.getByRole('heading', { name: `Welcome, ${NICK}` }).waitFor();
    const panel = admin.getByRole('region', { name: 'Switch account' });
    await panel.waitFor();
    await expect.poll(() => menuEntries(admin)).toContain('Business groups');
    expect(await menuEntries(admin)).not.toContain('Users');
    expect(await menuEntries(admin)).not.toContain('Customers');
    await fromMenu(admin, 'Business groups');
    await admin.locator('tbody tr').first().waitFor();
    await panel.getByRole('button', { name: 'Switch back to source account' }).click();
    await admin.getByText('Switched back to your account.').waitFor();
    await admin.getByRole('button', { name: `Switch to ${USER}` }).waitFor();
    expect(await menuEntries(admin)).toContain('Users');

    // The new user signs in with the password chosen at registration.
    await visitor.getByRole('link', { name: 'Back to sign in' }).click();
    await visitor.getByLabel(/username/i).fill(USER);
    await visitor.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await visitor.getByRole('button', { name: /sign in/i }).click();
    await visitor.getByRole('heading', { name: `Welcome, ${NICK}` }).waitFor();
    const entries = (await menuEntries(visitor)).map((e) => e.trim()).filter(Boolean);
    expect(entries).toContain('Business groups');
    expect(entries).not.toContain('Customers');
    expect(entries).not.toContain('Roles');
    await fromMenu(visitor, 'Business groups');
    await visitor.locator('tbody tr').first().waitFor();
    await admin.close();
    await visitor.close();
  });
});
