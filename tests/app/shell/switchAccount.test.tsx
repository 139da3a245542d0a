// @vitest-environment happy-dom
// Switch account through the real providers against the real server: switching from user management,
// the Switch account panel, switching back, and a refused switch.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, currentToken, currentUser } from '../../../src/authProvider';
import { dataProvider, readStored, STORAGE_KEYS } from '../../../src/dataProvider';
import { setPageReload } from '../../../src/shell/switchAccount/pageReload';
import { makeUser } from '../custom/system/adminFixtures';
import { signIn, withAppServer } from '../appServer';
import { renderAdmin } from '../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 10000 };
const USERS = '/system/roles/userManagement';

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Users' }, LONG);
  const cell = await within(table).findByRole('cell', { name: new RegExp(`^${name}( you)?$`) }, LONG);
  return cell.closest('tr') as HTMLElement;
};
const meWith = async (token: string) => (await app.server.call({ method: 'GET', url: '/api/v1/auth/me', token })).status;

describe('switch account in the browser', () => {
  let reload: ReturnType<typeof vi.fn<(path?: string) => void>>;
  let restore: () => void;
  beforeEach(() => {
    reload = vi.fn<(path?: string) => void>();
    restore = setPageReload(reload);
  });
  afterEach(() => restore());

  it('switches to a user from user management, shows the panel, and switches back', async () => {
    await signIn('admin');
    const adminToken = currentToken()!;
    renderAdmin(USERS, { dataProvider, authProvider });
    fireEvent.click(within(await rowOf('viewer')).getByRole('button', { name: 'Switch to viewer' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/home'), LONG);
    expect(currentUser()?.name).toBe('viewer');
    expect(readStored(STORAGE_KEYS.originalToken)).toBe(adminToken);
    const switchedToken = currentToken()!;
    expect(switchedToken).not.toBe(adminToken);

    // The page the reload would open: the notice, the viewer's name and the panel.
    cleanup();
    renderAdmin('/home', { dataProvider, authProvider });
    expect(await screen.findByText('Switch succeeded: you are now acting as Vera Viewer', {}, LONG)).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Switch account' }, LONG);
    expect(panel).toHaveTextContent('You are signed in as Vera Viewer on behalf of another account. Source account: Administrator.');
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Switch back to source account' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2), LONG);
    // Back where the switch started (user management), not on the viewer's last page.
    expect(reload).toHaveBeenLastCalledWith(USERS);
    expect(currentUser()?.name).toBe('admin');
    expect(currentToken()).toBe(adminToken);
    expect(readStored(STORAGE_KEYS.originalToken)).toBeNull();
    expect(await meWith(switchedToken)).toBe(401);
    expect(await meWith(adminToken)).toBe(200);

    cleanup();
    renderAdmin('/home', { dataProvider, authProvider });
    expect(await screen.findByText('Switched back to your account.', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Switch account' })).not.toBeInTheDocument();
  });

  it('shows the server refusal and changes nothing when the user was disabled meanwhile', async () => {
    const id = await makeUser(app.server, 'switchgone');
    await signIn('admin');
    const adminToken = currentToken();
    renderAdmin(USERS, { dataProvider, authProvider });
    const row = await rowOf('switchgone');
    await app.server.database.db.updateTable('users').set({ disabled: true }).where('id', '=', id).execute();
    fireEvent.click(within(row).getByRole('button', { name: 'Switch to switchgone' }));
    expect(await screen.findByText('The account switchgone is disabled; you cannot switch to it', {}, LONG)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(currentToken()).toBe(adminToken);
    expect(currentUser()?.name).toBe('admin');
    expect(readStored(STORAGE_KEYS.originalToken)).toBeNull();
  });

  it('logging out from the panel ends both sessions', async () => {
    await signIn('admin');
    const adminToken = currentToken()!;
    renderAdmin(USERS, { dataProvider, authProvider });
    fireEvent.click(within(await rowOf('op')).getByRole('button', { name: 'Switch to op' }));
    await waitFor(() => expect(reload).toHaveBeenCalled(), LONG);
    const switchedToken = currentToken()!;
    cleanup();
    renderAdmin('/home', { dataProvider, authProvider });
    const panel = await screen.findByRole('region', { name: 'Switch account' }, LONG);
    fireEvent.click(within(panel).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentToken()).toBeNull(), LONG);
    expect(readStored(STORAGE_KEYS.originalToken)).toBeNull();
    // Signed out locally at most 3 s after asking (LOGOUT_WAIT_MS): on a loaded machine the revocation lands after.
    await waitFor(async () => expect(await meWith(switchedToken)).toBe(401), LONG);
    expect(await meWith(adminToken)).toBe(401);
  });
});
