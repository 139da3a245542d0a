// @vitest-environment happy-dom
// The user information page against the real server (in process), through the real providers:
// opened from a user's name in user management, it shows the roles and the permissions held in words,
// grouped, with how each is held; a user without user management is refused the screen.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';
import { makeUser } from '../adminFixtures';

const app = withAppServer();
const LONG = { timeout: 15000 };
// The first screen of a file loads the app's modules: slow on a busy machine.
const FIRST = { timeout: 45000 };

async function giveDirectly(userId: number, permission: string) {
  const db = app.server.database.db;
  const perm = await db.selectFrom('permissions').select('id').where('name', '=', permission).executeTakeFirstOrThrow();
  await db.insertInto('user_permissions').values({ user_id: userId, permission_id: perm.id }).execute();
}

describe('user information against the real server', () => {
  it("opens from the user's name in user management and shows roles and permissions in words", { timeout: 60_000 }, async () => {
    const id = await makeUser(app.server, 'infoapp1', 'Manager');
    await giveDirectly(id, 'manage-schedule');
    await signIn('admin');
    renderAdmin('/system/roles/userManagement', { dataProvider, authProvider, locale: 'en-US' });
    const users = await screen.findByRole('table', { name: 'Users' }, FIRST);
    fireEvent.click(await within(users).findByRole('link', { name: 'infoapp1' }, LONG));

    expect(await screen.findByRole('heading', { level: 1, name: 'User infoapp1' }, LONG)).toBeInTheDocument();
    const roles = await screen.findByRole('table', { name: 'Roles' }, LONG);
    expect(within(roles).getByRole('cell', { name: 'Manager' })).toBeInTheDocument();

    const permissions = await screen.findByRole('table', { name: 'Permissions' }, LONG);
    // Worded, with the code beside it and how it is held.
    const direct = within(permissions).getByRole('cell', { name: 'Manage schedules' }).closest('tr') as HTMLElement;
    expect(direct).toHaveTextContent('manage-schedule');
    expect(direct).toHaveTextContent('Given directly');
    const throughRole = within(permissions).getByRole('cell', { name: 'manage-organization-manager' }).closest('tr') as HTMLElement;
    expect(within(throughRole).getAllByRole('cell')[0]).not.toHaveTextContent('manage-organization-manager');
    expect(throughRole).toHaveTextContent('Manager');
    // Grouped by menu group: a group row names its count.
    expect(within(permissions).getAllByRole('columnheader', { name: /\(\d+\)$/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Recent activity' })).toBeInTheDocument();
  });

  it('is refused to a user without user management', async () => {
    const id = await makeUser(app.server, 'infoapp2');
    await signIn('viewer');
    renderAdmin(`/info/${id}`, { dataProvider, authProvider, locale: 'en-US' });
    expect(await screen.findByText(/access denied/i, {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'User infoapp2' })).not.toBeInTheDocument();
  });
});
