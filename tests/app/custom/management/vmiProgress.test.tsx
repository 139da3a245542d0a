// @vitest-environment happy-dom
// The VMI GR progress screen against the real server: invoices with their progress and status,
// the status filter, and an invoice's detail with its GR lines.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';

withAppServer();
const LONG = { timeout: 30000 };
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('VMI GR progress screen', () => {
  it('lists invoices with progress, filters by status and opens an invoice', { timeout: 120_000 }, async () => {
    await signIn('op');
    renderAdmin('/management/vmi/vmiGRProgress', { dataProvider, authProvider });
    const table = await screen.findByRole('table', { name: 'VMI GR progress' }, LONG);
    await waitFor(() => expect(rowsOf(table).length).toBe(20), LONG);
    expect(within(table).getAllByText(/Received|Partly received|Open/).length).toBeGreaterThan(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Partly received' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'VMI GR progress' })).every((r) => within(r).queryByText('Partly received'))).toBe(true), LONG);
    const first = rowsOf(screen.getByRole('table', { name: 'VMI GR progress' }))[0];
    const invoice = within(first).getAllByRole('link')[0].textContent!;
    expect(within(first).getByText('Partly received')).toBeInTheDocument();

    fireEvent.click(within(first).getByRole('link', { name: invoice }));
    const detail = await screen.findByRole('table', { name: `Invoice ${invoice}` }, LONG);
    expect(rowsOf(detail).length).toBeGreaterThan(0);
  });
});
