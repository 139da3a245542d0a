// @vitest-environment happy-dom
// The ASN record pages against the real server: the supplier's detail lists each item on one line with
// its price note, the bags of the chosen item below, and submits a price-rejected ASN again; the
// manager audit from the admin detail moves an ASN awaiting it to approved.
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
const LOAD = { timeout: 15000 };

const asnIn = async (status: string) =>
  (await sql<{ id: number; invoice_no: string }>`select id::int as id, invoice_no from asn_order where created_by = 'supplier' and status = ${status} and item_count < 10 order by id limit 1`.execute(app.server.database.db)).rows[0];
const statusOf = async (id: number) => (await sql<{ status: string }>`select status from asn_order where id = ${id}`.execute(app.server.database.db)).rows[0].status;

describe('ASN screens', () => {
  it("shows the supplier's items with their bags and submits a price-rejected ASN again", async () => {
    const asn = await asnIn('13');
    const bag = (await sql<{ bag_no: string }>`select bag_no from asn_bag where asn_id = ${asn.id} order by line_no limit 1`.execute(app.server.database.db)).rows[0];
    await signIn('supplier');
    renderAdmin(viewPath(getResource('my_asn'), 'show', asn.id), { dataProvider, authProvider });
    const items = await screen.findByRole('table', { name: /^Items \(\d+\)$/ }, LOAD);
    // One line per item; its bags are listed below when its bag count is chosen (the first item's at first).
    const lines = within(items).getAllByRole('row').slice(1);
    fireEvent.click(within(lines[0]).getByRole('button', { name: /^\d+ bags?: / }));
    const bags = screen.getByRole('table', { name: /^Bags of line \d+ / });
    expect(within(bags).getByText(bag.bag_no)).toBeInTheDocument();
    expect(within(items).getAllByText(/^(Price OK|Below the quote: keep to the SRP|Below the maxout price|No quote price)$/).length).toBeGreaterThan(0);
    // The supplier's ASN changes through the editor and the ASN calls, never the generic form: its one Edit opens the editor.
    expect((await screen.findAllByRole('link', { name: 'Edit' }, LOAD)).map((a) => a.getAttribute('href'))).toEqual([`/my/asn/orders/edit/${asn.id}`]);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('ASN submitted', {}, LOAD)).toBeInTheDocument();
    await waitFor(async () => expect(await statusOf(asn.id)).toBe('1'), LOAD);
  });

  it('a reviewer agrees an ASN awaiting the manager audit from its detail', async () => {
    const asn = await asnIn('6');
    await signIn('reviewer');
    renderAdmin(viewPath(getResource('asn_order'), 'show', asn.id), { dataProvider, authProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Audit' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Agree'));
    fireEvent.click(within(dialog).getByRole('button', { name: /Audit|Agree/ }));
    expect(await screen.findByText('Audit saved', {}, LOAD)).toBeInTheDocument();
    await waitFor(async () => expect(await statusOf(asn.id)).toBe('2'), LOAD);
  });
});
