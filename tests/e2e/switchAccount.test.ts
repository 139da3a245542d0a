// Switch account in a real browser: admin switches to the viewer from user management, sees the
// viewer's name and the Switch account panel, switches back and is admin again, on user management.
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from './fixture';
import { signIn } from './signIn';

const e2e = serverAndBrowser();

describe('switch account in the browser', () => {
  it('switches admin to viewer and back', async () => {
    const p = await e2e.browser.newPage();
    await signIn(p, e2e.server.url, 'admin');
    await p.goto(e2e.server.url + '/system/roles/userManagement');
    await p.getByRole('button', { name: 'Switch to viewer' }).click();

    // A full page load as the viewer: Home greets the viewer, the panel says who is behind it.
    await p.waitForURL('**/home');
    await p.getByRole('heading', { name: 'Welcome, Vera Viewer' }).waitFor();
    const panel = p.getByRole('region', { name: 'Switch account' });
    await panel.waitFor();
    expect(await panel.textContent()).toContain('You are signed in as Vera Viewer on behalf of another account. Source account: Administrator.');
    await p.getByText('Switch succeeded: you are now acting as Vera Viewer').waitFor();
    // The viewer's menu: no user administration.
    expect(await p.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);

    await panel.getByRole('button', { name: 'Switch back to source account' }).click();
    // Back on the page the switch started from, as admin.
    await p.waitForURL('**/system/roles/userManagement');
    await p.getByRole('button', { name: 'Switch to viewer' }).waitFor();
    await p.getByText('Switched back to your account.').waitFor();
    expect(await p.getByRole('region', { name: 'Switch account' }).count()).toBe(0);
    await p.getByRole('menuitem', { name: 'Users' }).first().waitFor();
    await p.close();
  });
});
