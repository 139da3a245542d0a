// @vitest-environment happy-dom
// The reconciliation summary against the real server: the demo year by month, the sales by customer
// with their account manager, and an account manager's month edited (rate) and recalculated.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';

withAppServer();
const LONG = { timeout: 30000 };

describe('reconciliation summary against the real server', () => {
  it('shows the months, customers and account managers, and edits a rate', async () => {
    await signIn('manager');
    renderAdmin('/reportManagement/financialReport/summary', { dataProvider, authProvider, locale: 'en-US' });
    const months = await screen.findByRole('table', { name: 'By month' }, LONG);
    expect(await within(months).findByText('2026-01', {}, LONG)).toBeInTheDocument();
    const customers = screen.getByRole('table', { name: 'Sales by month and customer' });
    expect(within(customers).getAllByText(/Olivia Operator|Marcus Manager/).length).toBeGreaterThan(0);
    const managers = screen.getByRole('table', { name: 'Account managers (AVM employee)' });
    const row = (await within(managers).findAllByText('2026-03', {}, LONG)).map((c) => c.closest('tr')!).find((r) => r.textContent?.includes('Olivia Operator'))!;
    expect(row).toHaveTextContent('Calculated');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Commission rate/), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LONG);
    await waitFor(() => expect(within(row).getAllByRole('cell')[10]).toHaveTextContent(/^3$/), LONG); // the rate column
    fireEvent.click(within(row).getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Figures recalculated', {}, LONG)).toBeInTheDocument();
  }, 120000);
});
