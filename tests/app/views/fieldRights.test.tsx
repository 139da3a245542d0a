// @vitest-environment happy-dom
// Field rights in the generic views, against the real server: a user without a guarded field's right
// does not see its column, show row, filter or the create button that would need it; a user with
// the right does. (The server strips and refuses the same fields: tests/server/fields.)
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { getResource } from '../../../src/resources/declarations';
import { signIn, withAppServer } from '../appServer';
import { renderAdmin, renderResourceView, viewPath } from '../renderAdmin';

const app = withAppServer();

/** The list's column headers, once its rows have arrived (a numbered prepaid item is on screen). */
const headers = async () => {
  await screen.findAllByText(/^PP20\d\d-/, {}, { timeout: 40000 });
  return within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);
};

describe('guarded fields in the generic views', { timeout: 120_000 }, () => {
  it('hides the price columns and the create button from an operator without the price right', async () => {
    // op holds every right in the demo data: take the price away before signing in.
    await sql`delete from user_field_rights where user_id = (select id from users where name = 'op')
      and field_right_id = (select id from field_rights where name = 'prepaid.price')`.execute(app.server.database.db);
    await signIn('op');
    renderResourceView(getResource('prepaid'), 'list', { dataProvider, authProvider });
    const shown = await headers();
    expect(shown).toEqual(expect.arrayContaining(['Prepaid item no.', 'Quantity', 'Currency']));
    expect(shown).not.toContain('Initial unit price');
    expect(shown).not.toContain('Amount paid');
    // A new item needs its price, which this user may not set.
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /add filter/i }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Quantity' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitemcheckbox', { name: /Initial unit price|Amount paid/ })).not.toBeInTheDocument();
  });

  it('shows them to a user holding the right', async () => {
    await signIn('admin');
    renderResourceView(getResource('prepaid'), 'list', { dataProvider, authProvider });
    expect(await headers()).toEqual(expect.arrayContaining(['Initial unit price', 'Amount paid']));
    expect(screen.getByRole('link', { name: /create/i })).toBeInTheDocument();
  });

  it('leaves the standard cost off a material for a viewer, and shows it to an administrator', async () => {
    const { id } = (await sql<{ id: number }>`select id from material where standard_cost is not null order by id limit 1`.execute(app.server.database.db)).rows[0];
    const decl = getResource('material');
    await signIn('viewer');
    const viewer = renderAdmin(viewPath(decl, 'show', id), { dataProvider, authProvider });
    expect(await screen.findByText('Lead time (weeks)', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.queryByText('Standard cost')).not.toBeInTheDocument();
    viewer.unmount();
    await authProvider.logout({});
    await signIn('admin');
    renderAdmin(viewPath(decl, 'show', id), { dataProvider, authProvider });
    expect(await screen.findByText('Standard cost', {}, { timeout: 10000 })).toBeInTheDocument();
  });
});
