// @vitest-environment happy-dom
// The AVM sell reconciliation page against the real server: a calculated demo reconciliation opened
// from the list, its line views (all, deduct, non-deduct), and a line cancelled then restored.
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

describe('AVM sell reconciliation page', () => {
  it('opens a reconciliation, switches its line views, cancels and restores a line', { timeout: 120_000 }, async () => {
    await signIn('op');
    renderAdmin('/am/reconciliation/sell', { dataProvider, authProvider });
    fireEvent.click(await screen.findByText('AVM-S-2026Q2-01', undefined, LONG));
    const all = await screen.findByRole('table', { name: 'All lines' }, LONG);
    await waitFor(() => expect(rowsOf(all).length).toBeGreaterThan(1), LONG);
    const count = rowsOf(all).length;
    // The customer's rebate is deducted on its invoices (the demo's first customer): every line is a deduct line.
    fireEvent.click(screen.getByRole('tab', { name: 'Deduct' }));
    const deduct = await screen.findByRole('table', { name: 'Deduct' }, LONG);
    await waitFor(() => expect(rowsOf(deduct).length).toBe(count - 1), LONG); // the demo cancelled one line
    fireEvent.click(screen.getByRole('tab', { name: 'Non-deduct' }));
    const none = await screen.findByRole('table', { name: 'Non-deduct' }, LONG);
    await waitFor(() => expect(within(none).getByText('No lines in this view')).toBeInTheDocument(), LONG);

    fireEvent.click(screen.getByRole('tab', { name: 'All lines' }));
    const again = await screen.findByRole('table', { name: 'All lines' }, LONG);
    const restore = await within(again).findByRole('button', { name: /^Restore line / }, LONG);
    fireEvent.click(restore);
    await screen.findByText('Line restored: totals updated', undefined, LONG);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'All lines' })).queryAllByRole('button', { name: /^Restore line / }).length).toBe(0), LONG);
    fireEvent.click(within(screen.getByRole('table', { name: 'All lines' })).getAllByRole('button', { name: /^Cancel line / })[0]);
    await screen.findByText('Line cancelled: totals updated', undefined, LONG);
  });
});
