// @vitest-environment happy-dom
// RMA shipping against the real server: page and size come from the address (R11), like every
// list's, and the pager is the lists' own (rows per page, "from–to of total").
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

withAppServer();
const LONG = { timeout: 30000 };

describe('RMA shipping list', () => {
  it('opens on the page and size of its address and pages on from there', { timeout: 90_000 }, async () => {
    await signIn('admin');
    // The demo has two released tasks: one a page, the second page shows the other.
    renderAdmin('/shipment/returnGoods/rmaShip?page=2&size=1', { dataProvider, authProvider });
    const table = await screen.findByRole('table', { name: 'RMA shipping' }, LONG);
    expect(await screen.findByText(/^2\D2 of 2$/, {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /rows per page/i })).toHaveTextContent('1');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), LONG);
    const second = within(table).getAllByRole('row')[1].textContent;
    fireEvent.click(screen.getByRole('button', { name: /previous page/i }));
    expect(await screen.findByText(/^1\D1 of 2$/, {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')[1].textContent).not.toBe(second), LONG);
  });
});
