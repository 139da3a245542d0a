// @vitest-environment happy-dom
// The limitation report against the real server: each limitation's exact share used, the status
// filter, and a limitation's detail where the manager records a month's used quantity.
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

describe('limitation report screen', () => {
  it('shows usage, filters by status and records a month used', { timeout: 120_000 }, async () => {
    await signIn('op');
    renderAdmin('/management/lim/limitationReport', { dataProvider, authProvider });
    const table = await screen.findByRole('table', { name: 'Limitation report' }, LONG);
    await waitFor(() => expect(rowsOf(table).length).toBe(5), LONG);
    const first = rowsOf(table).find((r) => within(r).queryByText('LIM-2026-001'))!;
    expect(within(first).getByText('62.67%')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Finished' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Limitation report' })).map((r) => within(r).getAllByRole('link')[0].textContent)).toEqual(['LIM-2026-004']), LONG);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All' }));

    fireEvent.click(await screen.findByRole('link', { name: 'LIM-2026-001' }, LONG));
    await screen.findByRole('table', { name: 'Limitation LIM-2026-001' }, LONG);
    const december = screen.getByRole('spinbutton', { name: 'Used in 2026-12' });
    fireEvent.change(december, { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save used quantities' }));
    // 18800 + 2000 = 20800 of 30000: 69.333…% -> 69.33
    await screen.findByText('Used quantities saved', undefined, LONG);
    await waitFor(() => expect(screen.getByText('69.33%')).toBeInTheDocument(), LONG);
    expect(screen.getByText('Remaining: 9200')).toBeInTheDocument();
  });
});
