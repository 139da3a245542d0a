// @vitest-environment happy-dom
// The user-management screen against the real server (in process), through the real providers.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';
import { directPermissions, fieldRightsOf, makeUser } from './adminFixtures';

const app = withAppServer();
const PATH = '/system/roles/userManagement';
const LONG = { timeout: 10000 };

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Users' }, LONG);
  const cell = await within(table).findByRole('cell', { name: new RegExp(`^${name}( you)?$`) }, LONG);
  return cell.closest('tr') as HTMLElement;
};

/**
 * Presses the dialog's Save once it is enabled: it stays disabled until the roles, the permission
 * catalogue and the field rights have all loaded, and they answer in any order (the roles came last on
 * PostgreSQL, and a press on the disabled button did nothing).
 */
const saveWhenReady = async (dialog: HTMLElement) => {
  const save = within(dialog).getByRole('button', { name: 'Save' });
  await waitFor(() => expect(save).toBeEnabled(), LONG);
  fireEvent.click(save);
};

describe('user management against the real server', () => {
  it('lists users with their roles and finds them by search', async () => {
    await signIn('admin');
    renderAdmin(PATH, { dataProvider, authProvider });
    expect(within(await rowOf('op')).getByText('OP')).toBeInTheDocument();
    expect(within(await rowOf('manager')).getByText('Manager')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search name, e-mail or role'), { target: { value: 'olivia' } });
    const table = screen.getByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), LONG);
    expect(within(table).getByText('Olivia Operator')).toBeInTheDocument();
  });

  it('gives a user direct permissions with the grouped, searchable picker', async () => {
    const id = await makeUser(app.server, 'picker1');
    await signIn('admin');
    renderAdmin(PATH, { dataProvider, authProvider });
    fireEvent.click(within(await rowOf('picker1')).getByRole('button', { name: 'Edit picker1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user picker1' });
    const picker = within(dialog).getByRole('group', { name: 'Direct permissions' });
    fireEvent.change(await within(picker).findByLabelText('Search permissions', {}, LONG), { target: { value: 'schedule' } });
    const system = await within(picker).findByRole('list', { name: 'System' }, LONG);
    expect(within(picker).getAllByRole('list', { name: /./ })).toHaveLength(1);
    fireEvent.click(within(system).getByRole('checkbox', { name: 'Manage schedules' }));
    await saveWhenReady(dialog);
    await waitFor(async () => expect(await directPermissions(app.server, id)).toEqual(['manage-schedule']), LONG);
    expect(await screen.findByText('User picker1 saved')).toBeInTheDocument();
  });

  it('gives a user a field right naming the guarded fields, and takes it away', { timeout: 60_000 }, async () => {
    const id = await makeUser(app.server, 'pricer1', 'OP');
    await signIn('admin');
    const view = renderAdmin(PATH, { dataProvider, authProvider });
    const edit = async () => {
      fireEvent.click(within(await rowOf('pricer1')).getByRole('button', { name: 'Edit pricer1' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit user pricer1' });
      const rights = within(dialog).getByRole('group', { name: 'Field rights' });
      return { dialog, price: await within(rights).findByRole('checkbox', { name: 'Prepaid item: Initial unit price, Amount paid (prepaid.price)' }, LONG) };
    };
    let { dialog, price } = await edit();
    expect(price).not.toBeChecked();
    fireEvent.click(price);
    await saveWhenReady(dialog);
    await waitFor(async () => expect(await fieldRightsOf(app.server, id)).toEqual(['prepaid.price']), LONG);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    view.unmount();
    renderAdmin(PATH, { dataProvider, authProvider });
    ({ dialog, price } = await edit());
    expect(price).toBeChecked();
    fireEvent.click(price);
    await saveWhenReady(dialog);
    await waitFor(async () => expect(await fieldRightsOf(app.server, id)).toEqual([]), LONG);
  });

  it('disables a user after confirmation', async () => {
    const id = await makeUser(app.server, 'leaver1');
    await signIn('admin');
    renderAdmin(PATH, { dataProvider, authProvider });
    fireEvent.click(within(await rowOf('leaver1')).getByRole('button', { name: 'Disable leaver1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable user leaver1?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(async () => expect(within(await rowOf('leaver1')).getByText('Disabled')).toBeInTheDocument(), LONG);
    const row = await app.server.database.db.selectFrom('users').select('disabled').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.disabled).toBe(true);
  });

  it('offers no disable or delete on one\'s own row', async () => {
    await signIn('admin');
    renderAdmin(PATH, { dataProvider, authProvider });
    const own = await rowOf('admin');
    expect(within(own).getByRole('button', { name: 'Edit admin' })).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Delete admin' })).not.toBeInTheDocument();
    expect(within(await rowOf('op')).getByRole('button', { name: 'Delete op' })).toBeInTheDocument();
  });

  it('is not open to users without admin-user or switch-user', async () => {
    await signIn('op');
    renderAdmin(PATH, { dataProvider, authProvider });
    expect(await screen.findByText(/not authorized|access denied/i, {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
  });
});
