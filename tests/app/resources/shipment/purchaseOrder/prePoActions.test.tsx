// @vitest-environment happy-dom
// A pre-PO's show page against the real server: "Shift quantity" refuses a quantity beyond the pre-PO's
// before any call, then moves part of it onto a PO of the same part; "Bind to PO" binds the rest.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 30000 };

/** Opens the dialog's target picker once the candidate orders have loaded. */
async function pickTarget(dialog: HTMLElement, option: RegExp) {
  await waitFor(() => expect(within(dialog).getByRole('combobox')).not.toHaveAttribute('aria-disabled'), LONG);
  fireEvent.mouseDown(within(dialog).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: option }, LONG));
}

describe('pre-PO bind and shift actions', () => {
  it('shifts part of a pre-PO onto a PO, then binds it to that PO', { timeout: 120_000 }, async () => {
    const op = await app.server.login('op');
    const { v, m } = (await sql<{ v: number; m: number }>`select (select min(id) from vendor)::int as v, (select max(id) from material)::int as m`.execute(app.server.database.db)).rows[0];
    const po = (await app.server.call({ method: 'POST', url: '/api/v2/po', token: op, payload: { po_no: 'TAPP-PO', po_line: 10, vendor_id: v, material_id: m, qty: 100, unit_price: '1', currency: 'USD', po_date: '2026-11-01' } })).body.data as { id: number };
    const pre = (await app.server.call({ method: 'POST', url: '/api/v2/pre-po', token: op, payload: { pre_po_no: 'TAPP-PRE', vendor_id: v, material_id: m, qty: 40 } })).body.data as { id: number };
    await signIn('op');
    renderAdmin(`/shipment/order/poManagement/prePo/${pre.id}/show`, { dataProvider, authProvider });

    fireEvent.click(await screen.findByRole('button', { name: 'Shift quantity' }, LONG));
    const shift = await screen.findByRole('dialog', { name: 'Shift quantity from TAPP-PRE (40)' }, LONG);
    await pickTarget(shift, /PO TAPP-PO\/10: 100/);
    const qty = within(shift).getByLabelText('Quantity (at most 40)');
    fireEvent.change(qty, { target: { value: '41' } });
    expect(within(shift).getByText('A whole number from 1 to 40')).toBeInTheDocument();
    expect(within(shift).getByRole('button', { name: 'Shift' })).toBeDisabled();
    fireEvent.change(qty, { target: { value: '15' } });
    fireEvent.click(within(shift).getByRole('button', { name: 'Shift' }));
    expect(await screen.findByText('Quantity shifted to TAPP-PO/10', {}, LONG)).toBeInTheDocument();
    const after = async (url: string) => (await app.server.call({ method: 'GET', url, token: op })).body.data as { qty: number; bound_qty?: number; status?: string };
    expect([(await after(`/api/v2/pre-po/${pre.id}`)).qty, (await after(`/api/v2/po/${po.id}`)).qty]).toEqual([25, 115]);

    fireEvent.click(await screen.findByRole('button', { name: 'Bind to PO' }, LONG));
    const bind = await screen.findByRole('dialog', { name: /Bind TAPP-PRE/ }, LONG);
    await pickTarget(bind, /PO TAPP-PO\/10/);
    fireEvent.click(within(bind).getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Bound to TAPP-PO/10', {}, LONG)).toBeInTheDocument();
    await waitFor(async () => expect((await after(`/api/v2/po/${po.id}`)).bound_qty).toBe(25), LONG);
    expect((await after(`/api/v2/pre-po/${pre.id}`)).status).toBe('bound');
  });
});
