// @vitest-environment happy-dom
// Role management and its permission picker against the real server (in process).
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';
import { roleIdOf } from './adminFixtures';

const app = withAppServer();
// The first screen of a file also transforms its lazy chunks: seconds on a busy machine.
const LONG = { timeout: 30000 };

const permissionsOf = async (roleId: number) =>
  (
    await app.server.database.db
      .selectFrom('role_permissions')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select('permissions.name')
      .where('role_id', '=', roleId)
      .execute()
  ).map((r) => r.name);

describe('role management against the real server', () => {
  it('edits a role\'s permission set with the grouped, searchable picker', async () => {
    const opRole = await roleIdOf(app.server, 'OP');
    await signIn('op');
    renderAdmin(`/system/roles/roleManagement/${opRole}`, { dataProvider, authProvider });
    const picker = await screen.findByRole('group', { name: 'Permissions' }, LONG);
    const basic = await within(picker).findByRole('list', { name: 'Basic data' }, LONG);
    // The label, with the code beside it in small text (the checkbox's description).
    const bg = within(basic).getByRole('checkbox', { name: 'Manage BG' });
    expect(bg).toBeChecked();
    expect(bg).toHaveAccessibleDescription('manage-bg');
    expect(within(picker).getByRole('list', { name: 'System' })).toBeInTheDocument();

    // The search finds words only the label holds ...
    fireEvent.change(within(picker).getByLabelText('Search permissions'), { target: { value: 'event log' } });
    await waitFor(() => expect(within(picker).queryByRole('list', { name: 'Basic data' })).not.toBeInTheDocument());
    expect(within(picker).getByText('User event log')).toBeInTheDocument();
    expect(within(picker).getByText('user-event')).toBeInTheDocument();
    // ... and codes.
    fireEvent.change(within(picker).getByLabelText('Search permissions'), { target: { value: 'manage-schedule' } });
    const system = within(picker).getByRole('list', { name: 'System' });
    await waitFor(() => expect(within(system).getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual(['All of System', 'Manage schedules']));
    fireEvent.click(within(system).getByRole('checkbox', { name: 'Manage schedules' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await permissionsOf(opRole)).toContain('manage-schedule'), LONG);
    expect(await permissionsOf(opRole)).toContain('manage-bg');
  }, 60_000);

  it('creates a role from the list and opens it; a whole group is chosen at once', async () => {
    await signIn('op');
    renderAdmin('/system/roles/roleManagement', { dataProvider, authProvider });
    const table = await screen.findByRole('table', { name: 'Roles' }, LONG);
    expect(await within(table).findByRole('link', { name: 'Manager' }, LONG)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    fireEvent.change(within(dialog).getByLabelText(/Role name/), { target: { value: 'Schedulers' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const picker = await screen.findByRole('group', { name: 'Permissions' }, LONG);
    expect(await screen.findByRole('heading', { name: 'Role Schedulers', level: 1 }, LONG)).toBeInTheDocument();
    fireEvent.change(within(picker).getByLabelText('Search permissions'), { target: { value: 'forecast' } });
    const group = await within(picker).findByRole('checkbox', { name: 'All of Backlogs' }, LONG);
    fireEvent.click(group);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const id = await roleIdOf(app.server, 'Schedulers');
    await waitFor(async () => expect((await permissionsOf(id)).length).toBeGreaterThan(0), LONG);
    expect((await permissionsOf(id)).sort()).toEqual(['create-forecast', 'forecast-items-history-manage', 'manage-gb-forecast', 'manage-gb-forecast-tmp', 'view-forecast']);
  }, 60_000);

  it('is not open to users without role OP', async () => {
    await signIn('manager');
    renderAdmin('/system/roles/roleManagement', { dataProvider, authProvider });
    expect(await screen.findByText(/not authorized|access denied/i, {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Roles' })).not.toBeInTheDocument();
  });
});
