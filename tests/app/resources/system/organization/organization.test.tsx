// @vitest-environment happy-dom
// The organization screen against the real server: the demo tree, a team added under Sales, a user
// placed in it from the picker and taken out again.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

withAppServer();
const LONG = { timeout: 30000 };

describe('organization screen against the real server', () => {
  it('shows the tree, adds a team under Sales and assigns and removes a user', async () => {
    await signIn('manager');
    renderAdmin('/system/organization', { dataProvider, authProvider, locale: 'en-US' });
    const tree = await screen.findByRole('list', { name: 'Organization tree' }, LONG);
    await within(tree).findByText('Northstar Components Ltd.', {}, LONG);
    fireEvent.click(within(tree).getByText('Sales'));
    const sales = await screen.findByRole('region', { name: 'Sales' }, LONG);
    expect(within(sales).getByRole('table', { name: 'Users of Sales' })).toHaveTextContent('Marcus Manager');

    fireEvent.click(screen.getByRole('button', { name: 'Add a unit under Sales' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('New Team under Sales');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Key accounts' } });
    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'NSC-SALES-KA' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const team = await screen.findByRole('region', { name: 'Key accounts' }, LONG);
    expect(within(team).getByText('No users in this unit')).toBeInTheDocument();

    const picker = within(team).getByRole('combobox', { name: 'Users to place in this unit' });
    fireEvent.change(picker, { target: { value: 'viewer' } });
    fireEvent.click(await screen.findByRole('option', { name: /Vera Viewer/ }, LONG));
    fireEvent.click(within(team).getByRole('button', { name: 'Assign' }));
    const users = within(team).getByRole('table', { name: 'Users of Key accounts' });
    expect(await within(users).findByText('Vera Viewer', {}, LONG)).toBeInTheDocument();
    fireEvent.click(within(users).getByRole('button', { name: 'Remove' }));
    expect(await within(team).findByText('No users in this unit', {}, LONG)).toBeInTheDocument();
  }, 120000);
});
