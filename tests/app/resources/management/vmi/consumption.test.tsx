// @vitest-environment happy-dom
// An 862 draft against the real server: its show page checks the lines' prices and applies the draft,
// after which it offers no Edit (applied is final).
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 30000 };

describe('862 draft show page', () => {
  it('checks the prices, then applies the draft', { timeout: 120_000 }, async () => {
    const op = await app.server.login('op');
    const list = (await app.server.call({ method: 'GET', url: '/api/v2/record862?status=draft&size=1', token: op })).body.data as { list: { id: number; doc_no: string }[] };
    const draft = list.list[0];
    await signIn('op');
    renderAdmin(`/management/vmi/consumption/${draft.id}/show`, { dataProvider, authProvider });
    const checkPrices = await screen.findByRole('button', { name: 'Check prices' }, LONG);
    expect(await screen.findByRole('link', { name: 'Edit' }, LONG)).toBeInTheDocument();
    fireEvent.click(checkPrices);
    const check = await screen.findByRole('dialog', { name: 'Price check against standard cost' }, LONG);
    expect(within(check).getByText(/lines/)).toBeInTheDocument();
    fireEvent.click(within(check).getByRole('button', { name: 'Close' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }, LONG));
    const confirm = await screen.findByRole('dialog', {}, LONG);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Applied: stock deducted', {}, LONG)).toBeInTheDocument();
    // Applied is final: the page offers no edit any more.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull(), LONG);
    const after = (await app.server.call({ method: 'GET', url: `/api/v2/record862/${draft.id}`, token: op })).body.data as { status: string };
    expect(after.status).toBe('applied');
  });
});
