// @vitest-environment happy-dom
// The 3PL warehouse screens against the real server: receiving a pending inbound notice from its show
// page moves the stock; the Jusda view lists one customer's rows at the spec's path.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { getResource } from '../../../../src/resources/declarations';
import { signIn, withAppServer } from '../../appServer';
import { findLoadedTable, renderAdmin, viewPath } from '../../renderAdmin';

const app = withAppServer();
afterAll(() => app.server.app.server.closeAllConnections());
const LOAD = { timeout: 10000 };

describe('Bangtai screens', () => {
  it('receives a pending inbound notice from its page', async () => {
    const db = app.server.database.db;
    const notice = (await sql<{ id: number; inbound_no: string; qty: string; customer_no: string; lot_no: string }>`
      select id, inbound_no, qty, customer_no, lot_no from bangtai_inbound where status = 'pending' order by id limit 1`.execute(db)).rows[0];
    const stock = async () => Number((await sql<{ qty: string }>`select coalesce(sum(qty), 0) as qty from bangtai_instock where customer_no = ${notice.customer_no} and lot_no = ${notice.lot_no}`.execute(db)).rows[0].qty);
    const before = await stock();
    await signIn('op');
    renderAdmin(viewPath(getResource('bangtai_inbound'), 'show', notice.id), { dataProvider, authProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Change status' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Change the status of ${notice.inbound_no}`);
    fireEvent.click(within(dialog).getByLabelText('Received'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Status saved', {}, LOAD)).toBeInTheDocument();
    await waitFor(async () => expect(await stock()).toBe(before + Number(notice.qty)), LOAD);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument(), LOAD);
  });

  it('lists one customer in stock at the Jusda path', async () => {
    const db = app.server.database.db;
    const customer = (await sql<{ customer_no: string; n: number }>`select customer_no, count(*)::int as n from bangtai_instock group by customer_no order by customer_no limit 1`.execute(db)).rows[0];
    await signIn('viewer');
    renderAdmin(`/shipment/bangtaiInventory/jusda/instock/${customer.customer_no}`, { dataProvider, authProvider });
    expect((await screen.findAllByText(`Bangtai in stock of customer ${customer.customer_no}`, {}, LOAD)).length).toBeGreaterThan(0);
    const table = await findLoadedTable();
    await waitFor(() => expect(within(table).getAllByRole('row').length - 1).toBe(Math.min(customer.n, 10)), LOAD);
  });
});
