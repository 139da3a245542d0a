// @vitest-environment happy-dom
// The FTB ASN's hand-written parts against the real server: the operator proposes a change of one item
// from the record page (only what differs is sent; the item shows it waits for review, unchanged) and
// reads the maxout view beside the list.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { getResource } from '../../../../src/resources/declarations';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin, viewPath } from '../../renderAdmin';

const app = withAppServer();
afterAll(() => app.server.app.server.closeAllConnections());
const LOAD = { timeout: 30000 };
const db = () => app.server.database.db;

describe('FTB ASN screens', () => {
  it('proposes an item change for review from the record page: only what differs is sent, the item waits unchanged', async () => {
    const ftb = (await sql<{ id: number }>`select id::int as id from ftb_asn where ftb_no = 'FTB2611-0004'`.execute(db())).rows[0];
    const item = (await sql<{ id: number; qty: string }>`select id::int as id, qty::text as qty from ftb_asn_item where ftb_asn_id = ${ftb.id} and line_no = 1`.execute(db())).rows[0];
    await signIn('op');
    renderAdmin(viewPath(getResource('ftb_asn'), 'show', ftb.id), { dataProvider, authProvider });
    const items = await screen.findByRole('table', { name: /^Items \(\d+\)$/ }, LOAD);
    fireEvent.click(within(items).getByRole('button', { name: 'Propose a change of line 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('MPN')).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '2500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText(/Sent for review/, {}, LOAD)).toBeInTheDocument();
    const change = (await sql<{ before: unknown; after: unknown; status: number }>`select before, after, status::int as status from ftb_item_change where item_id = ${item.id}`.execute(db())).rows[0];
    expect(change).toEqual({ before: { qty: Number(item.qty) }, after: { qty: 2500 }, status: 1 });
    await waitFor(() => expect(within(screen.getByRole('table', { name: /^Items/ })).getByText('In review')).toBeInTheDocument(), LOAD);
    expect((await sql<{ qty: string }>`select qty::text as qty from ftb_asn_item where id = ${item.id}`.execute(db())).rows[0].qty).toBe(item.qty);
    expect(await screen.findByRole('table', { name: /^Item changes \(\d+\)$/ }, LOAD)).toHaveTextContent(`qty ${item.qty} → 2500`);
  }, 90_000);

  it('lists the prices below maxout beside the list for view-ftb-maxout', async () => {
    await signIn('op');
    renderAdmin(viewPath(getResource('ftb_asn'), 'list'), { dataProvider, authProvider });
    fireEvent.click(await screen.findByRole('tab', { name: 'Below maxout price' }, LOAD));
    const maxout = await screen.findByRole('table', { name: 'Below maxout price' }, LOAD);
    expect(await within(maxout).findByRole('link', { name: 'FTB2611-0002 #2' }, LOAD)).toBeInTheDocument();
    expect(within(maxout).getAllByText('Below maxout: in review').length).toBeGreaterThan(0);
  }, 60_000);
});
