// @vitest-environment happy-dom
// The CalCharge screen against the real server: the line amounts and the charge exactly as the
// server computed them (a float would show 7.03 and a different total), and the way back to the order.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 30000 };

describe('spot order charge screen', () => {
  it('shows each line and the landed charge as computed on the server', { timeout: 120_000 }, async () => {
    const s = app.server;
    const token = await s.login('admin');
    const customer = (await sql<{ id: number }>`select id::int as id from ship_customer order by id limit 1`.execute(s.database.db)).rows[0].id;
    const parts = (await sql<{ id: number; mpn: string }>`select id::int as id, mpn from material order by id limit 2`.execute(s.database.db)).rows;
    const made = await s.call({ method: 'POST', url: '/api/v2/spot-market/lines', token, payload: {
      spot_no: 'SPOT-APP-1', customer_id: customer, order_date: '2026-11-20', currency: 'USD', freight: '10.10', handling_rate: '1.5', duty_rate: '3.5', tax_rate: '13',
      items: [{ material_id: parts[0].id, qty: 3, unit_price: '0.3333' }, { material_id: parts[1].id, qty: 7, unit_price: '1.005' }],
    } });
    const id = (made.body.data as { id: number }).id;

    await signIn('admin');
    renderAdmin(`/shipment/order/TISpotComManagement/CalCharge/${id}`, { dataProvider, authProvider });
    const table = await screen.findByRole('table', { name: 'Charge of SPOT-APP-1' }, LONG);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[2]).getByText(parts[1].mpn)).toBeInTheDocument();
    expect(within(rows[2]).getByText('7.04')).toBeInTheDocument();
    expect(within(table).getByText('Handling fee (1.5%)').closest('tr')).toHaveTextContent('0.12');
    expect(within(table).getByLabelText('Total')).toHaveTextContent('20.95');
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', `/shipment/order/TISpotComManagement/Detail/${id}`);
  });
});
