// @vitest-environment happy-dom
// The order detail screen against the real server: lock an item (its Shift button goes off and the
// chip shows), shift part of another item to a sales order of the customer picked by typing, in
// another currency (confirmed after the warning; the item shrinks), bind the order to a forecast and
// ask to bind it to a sales order (reviewed in the message centre).
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 30000 };
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('order detail screen', () => {
  it('opens an order from its show path on its items, with its parts as tabs', { timeout: 120_000 }, async () => {
    const db = app.server.database.db;
    const { rows } = await sql<{ id: number; order_no: string }>`select id::int as id, order_no from customer_order where created_by = 'op' order by id limit 1`.execute(db);
    await signIn('admin');
    // Where the list's row click and a saved new order land.
    renderAdmin(`/shipment/order/orderManagement/${rows[0].id}/show`, { dataProvider, authProvider });
    const table = await screen.findByRole('table', { name: 'Items' }, LONG);
    expect(rowsOf(table).length).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByRole('heading', { name: `Order ${rows[0].order_no}` }).length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByText(/Open the order as one of/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Items', 'Files', 'Bindings', 'Shifts']);
    fireEvent.click(screen.getByRole('tab', { name: 'Shifts' }));
    expect(await screen.findByRole('table', { name: 'Shifts' }, LONG)).toBeInTheDocument();
    // Its change history, as a show page has it.
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'History' }) ?? screen.queryByText('No change recorded yet.')).toBeTruthy(), LONG);
  });

  it('locks an item, shifts part of another to a sales order and binds the order', { timeout: 120_000 }, async () => {
    const db = app.server.database.db;
    // An open order with two unlocked items and an open, unbound sales order of its customer.
    const { rows } = await sql<{ id: number; so_no: string; currency: string; so_currency: string; so_date: string }>`select o.id::int as id, s.so_no,
        o.currency, s.currency as so_currency, s.so_date::text as so_date from customer_order o
      join sales_order s on s.customer_id = o.customer_id and s.order_id is null and s.status = 'open' and s.currency <> o.currency
      where o.status = 'open' and (select count(*) from customer_order_item i where i.order_id = o.id and not i.locked) >= 2
        and not exists (select 1 from customer_order_item i where i.order_id = o.id and i.locked)
      order by o.id limit 1`.execute(db);
    const { id, so_no: soNo, currency, so_currency: soCurrency, so_date: soDate } = rows[0];
    const qty = async (line: number) => Number((await sql<{ q: string }>`select qty::text as q from customer_order_item where order_id = ${id} and line_no = ${line}`.execute(db)).rows[0].q);
    const before = await qty(2);
    await signIn('admin');
    renderAdmin(`/shipment/order/orderManagement/${id}/items`, { dataProvider, authProvider });
    const table = await screen.findByRole('table', { name: 'Items' }, LONG);
    expect(rowsOf(table).length).toBeGreaterThanOrEqual(2);

    fireEvent.click(within(table).getByRole('button', { name: 'Lock line 1' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Items' })).getByRole('button', { name: 'Unlock line 1' })).toBeInTheDocument(), LONG);
    expect(within(screen.getByRole('table', { name: 'Items' })).getByRole('button', { name: 'Shift line 1' })).toBeDisabled();

    // The lock keeps every button off until the order has reloaded, a moment after the chip shows.
    const shiftTwo = () => within(screen.getByRole('table', { name: 'Items' })).getByRole('button', { name: 'Shift line 2' });
    await waitFor(() => expect(shiftTwo()).toBeEnabled(), LONG);
    fireEvent.click(shiftTwo());
    const dialog = await screen.findByRole('dialog', undefined, LONG);
    // Typing part of the number finds the sales order, shown with its date, currency and status.
    const picker = within(dialog).getByRole('combobox', { name: 'Sales order' });
    fireEvent.change(picker, { target: { value: soNo.slice(-5) } });
    const option = await screen.findByRole('option', { name: new RegExp(soNo) }, LONG);
    expect(option).toHaveTextContent(`${soNo}${soDate}${soCurrency}Open`);
    fireEvent.click(option);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Quantity' }), { target: { value: '1' } });
    // Another currency: a warning, and Shift waits for the clerk's confirmation.
    expect(within(dialog).getByText(`This order is in ${currency}, sales order ${soNo} is in ${soCurrency}: the line keeps its unit price as it is.`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Shift' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: `Shift the ${currency} line into the ${soCurrency} sales order anyway` }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Shift' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    await waitFor(async () => expect(await qty(2)).toBe(before - 1), LONG);
    await waitFor(() => expect(within(rowsOf(screen.getByRole('table', { name: 'Items' }))[1]).getByText(String(before - 1))).toBeInTheDocument(), LONG);

    fireEvent.click(screen.getByRole('tab', { name: 'Bindings' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Forecast code' }, LONG), { target: { value: 'FC-APP-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind forecast' }));
    await screen.findByText('Forecast: FC-APP-1', undefined, LONG);
    fireEvent.click(await screen.findByRole('button', { name: `Request binding of ${soNo}` }, LONG));
    const requests = await screen.findByRole('table', { name: 'Binding requests' }, LONG);
    await waitFor(() => expect(within(requests).getByText('Pending review')).toBeInTheDocument(), LONG);
  });
});
