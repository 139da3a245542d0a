// @vitest-environment happy-dom
// Getting around, against the real server: "/" and unknown paths open Home, the menu follows each
// user's permissions, the header search opens the material query, breadcrumbs name the record.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { getResource, raName } from '../../../src/resources/declarations';
import { signIn as signInAccount, withAppServer } from '../appServer';
import { renderAdmin } from '../renderAdmin';

const T = { timeout: 10000 };
const app = withAppServer();


const menuLink = (name: string | RegExp) => screen.queryByRole('menuitem', { name });
const firstRow = async <T,>(table: string) =>
  (await sql<T>`select * from ${sql.table(table)} order by id limit 1`.execute(app.server.database.db)).rows[0] as T & Record<string, unknown>;

const NICK_NAMES: Record<string, string> = { admin: 'Administrator', op: 'Olivia Operator', manager: 'Marcus Manager', viewer: 'Vera Viewer' };

/** Signs in and waits for Home to greet the user by nickname. */
async function signInAt(user: string, path: string) {
  await signInAccount(user);
  renderAdmin(path, { dataProvider, authProvider });
  return screen.findByRole('heading', { name: `Welcome, ${NICK_NAMES[user]}` }, T);
}

describe('getting around', () => {
  it('opens Home at the root and at an unknown path, with shortcuts to screens the user may open', async () => {
    expect(await signInAt('manager', '/no/such/screen')).toBeInTheDocument();
    expect(screen.getByText('Your screens')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Business groups' }).length).toBeGreaterThan(0);
  });

  it('shows the admin every group and the viewer no manage-only entry', async () => {
    await signInAt('admin', '/');
    for (const group of ['Basic data', 'Management']) expect(await screen.findByText(group, {}, T)).toBeInTheDocument();
    expect(menuLink('Business groups')).toBeInTheDocument();
    cleanup();
    await authProvider.logout({});
    await signInAt('viewer', '/');
    // Business groups need manage-bg; the viewer only holds view-* permissions.
    expect(menuLink('Business groups')).not.toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Materials' }, T)).toBeInTheDocument();
  });

  it('shows role OP the system group with role management, which the manager does not see', async () => {
    // Role management is the spec's role-only screen (roles: OP, no permission grants it).
    await signInAt('op', '/');
    expect(await screen.findByText('System', {}, T)).toBeInTheDocument();
    expect(menuLink('Roles')).toBeInTheDocument();
    cleanup();
    await authProvider.logout({});
    await signInAt('manager', '/');
    expect(await screen.findByRole('menuitem', { name: 'Business groups' }, T)).toBeInTheDocument();
    expect(menuLink('Roles')).not.toBeInTheDocument();
  });

  it('searches materials from the header: Enter opens /search with the matches', async () => {
    await signInAt('admin', '/');
    const { mpn } = await firstRow<{ mpn: string }>('material');
    const box = await screen.findByRole('textbox', { name: 'Search materials' }, T);
    fireEvent.change(box, { target: { value: `  ${mpn}  ` } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText(`Materials: MPN contains "${mpn}"`, {}, T)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: mpn }, T)).toBeInTheDocument();
  });

  it('ignores Enter on an empty search box', async () => {
    await signInAt('admin', '/');
    const box = await screen.findByRole('textbox', { name: 'Search materials' }, T);
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByRole('heading', { name: 'Welcome, Administrator' })).toBeInTheDocument();
  });

  it('puts the group, the list and the record title in the breadcrumbs of a show page', async () => {
    const bg = await firstRow<{ id: number; name: string }>('bg');
    const decl = getResource('bg');
    await signInAccount('admin');
    renderAdmin(`/${raName(decl)}/${bg.id}/show`, { dataProvider, authProvider });
    const trail = await screen.findByRole('navigation', { name: 'breadcrumb' }, T);
    expect(await within(trail).findByText(String(bg[decl.titleField]), {}, T)).toBeInTheDocument();
    expect(within(trail).getByText('Basic data')).toBeInTheDocument();
    expect(within(trail).getByRole('link', { name: 'Business groups' })).toHaveAttribute('href', `/${raName(decl)}`);
  });
});
