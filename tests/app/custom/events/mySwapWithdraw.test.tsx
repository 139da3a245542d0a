// @vitest-environment happy-dom
// My swaps against the real server (in process): the requester withdraws a waiting ESD swap from its
// row, as a waiting swap request; a decided one offers no withdraw.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 15000 };

describe('My swaps: withdrawing an ESD swap', () => {
  it('withdraws a waiting ESD swap from its row; a decided one has no withdraw', async () => {
    const db = app.server.database.db;
    const waiting = async () => (await sql<{ id: number }>`select id::int as id from esd_swap where created_by = 'op' and status = 'pending' order by id`.execute(db)).rows.map((r) => r.id);
    const before = await waiting();
    expect(before.length).toBeGreaterThan(0);
    await signIn('op');
    renderAdmin('/events/MySwap', { dataProvider, authProvider, locale: 'en-US' });
    fireEvent.click(await screen.findByRole('tab', { name: /^ESD swaps \(\d+\)$/ }, LONG));
    const table = await screen.findByRole('table', { name: 'ESD swaps' }, LONG);
    const rows = () => within(table).getAllByRole('row').filter((r) => r.getAttribute('data-status'));
    await waitFor(() => expect(rows().filter((r) => r.dataset.status === 'pending')).toHaveLength(before.length), LONG);
    for (const r of rows()) {
      const offers = within(r).queryByRole('button', { name: 'Withdraw' }) !== null;
      expect(offers, r.dataset.status).toBe(r.dataset.status === 'pending');
    }
    fireEvent.click(within(rows().find((r) => r.dataset.status === 'pending')!).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Request withdrawn', {}, LONG)).toBeInTheDocument();
    await waitFor(async () => expect(await waiting()).toHaveLength(before.length - 1), LONG);
    await waitFor(() => expect(rows().filter((r) => r.dataset.status === 'pending')).toHaveLength(before.length - 1), LONG);
  });
});
