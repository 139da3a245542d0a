// @vitest-environment happy-dom
// A PO's show page against the real server: the pre-POs bound to it and the shifts into it, as the
// binding and shift calls left them.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 30000 };

describe('PO show page', () => {
  it('lists the pre-POs bound to the PO and the shifts into it', { timeout: 120_000 }, async () => {
    const op = await app.server.login('op');
    const { v, m } = (await sql<{ v: number; m: number }>`select (select min(id) from vendor)::int as v, (select max(id) from material)::int as m`.execute(app.server.database.db)).rows[0];
    const call = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => {
      const res = await app.server.call({ method, url, token: op, payload });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { id: number };
    };
    const po = await call('POST', '/api/v2/po', { po_no: 'TSHOW-PO', po_line: 10, vendor_id: v, material_id: m, qty: 100, unit_price: '1', currency: 'USD', po_date: '2026-11-01' });
    const bound = await call('POST', '/api/v2/pre-po', { pre_po_no: 'TSHOW-BOUND', vendor_id: v, material_id: m, qty: 30 });
    const moved = await call('POST', '/api/v2/pre-po', { pre_po_no: 'TSHOW-MOVED', vendor_id: v, material_id: m, qty: 50 });
    await call('PUT', `/api/v2/pre-po/binding/${bound.id}`, { po_id: po.id });
    await call('POST', '/api/v2/pre-po/shift', { from_type: 'pre_po', from_id: moved.id, to_type: 'po', to_id: po.id, qty: 20 });

    await signIn('op');
    renderAdmin(`/shipment/order/poManagement/${po.id}/show`, { dataProvider, authProvider });
    const boundTable = await screen.findByRole('table', { name: 'Pre-POs bound to this PO' }, LONG);
    expect(await within(boundTable).findByText('TSHOW-BOUND', {}, LONG)).toBeInTheDocument();
    expect(within(boundTable).queryByText('TSHOW-MOVED')).toBeNull();
    const shifts = await screen.findByRole('table', { name: 'Quantity shifts' }, LONG);
    const row = (await within(shifts).findByText('Pre-PO TSHOW-MOVED', {}, LONG)).closest('tr')!;
    expect(within(row).getByText('PO TSHOW-PO/10')).toBeInTheDocument();
    expect(within(row).getByText('20')).toBeInTheDocument();
  });

  it('changes the price from the show page (the call names the PO in its body)', { timeout: 120_000 }, async () => {
    const op = await app.server.login('op');
    const { v, m } = (await sql<{ v: number; m: number }>`select (select min(id) from vendor)::int as v, (select max(id) from material)::int as m`.execute(app.server.database.db)).rows[0];
    const po = (await app.server.call({ method: 'POST', url: '/api/v2/po', token: op, payload: { po_no: 'TSHOW-PRICE', po_line: 10, vendor_id: v, material_id: m, qty: 4, unit_price: '1.5', currency: 'USD', po_date: '2026-11-01' } })).body.data as { id: number };
    await signIn('op');
    renderAdmin(`/shipment/order/poManagement/${po.id}/show`, { dataProvider, authProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Change price' }, LONG));
    const dialog = await screen.findByRole('dialog', {}, LONG);
    fireEvent.change(within(dialog).getByLabelText(/Unit price/), { target: { value: '1.25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('Price of TSHOW-PRICE changed', {}, LONG)).toBeInTheDocument();
    await waitFor(async () => {
      const now = (await app.server.call({ method: 'GET', url: `/api/v2/po/${po.id}`, token: op })).body.data as { unit_price: number; amount: number };
      expect([now.unit_price, now.amount]).toEqual([1.25, 5]);
    }, LONG);
  });

  it('downloads the whole PO from a line\'s show page', { timeout: 120_000 }, async () => {
    const op = await app.server.login('op');
    const { v, m } = (await sql<{ v: number; m: number }>`select (select min(id) from vendor)::int as v, (select max(id) from material)::int as m`.execute(app.server.database.db)).rows[0];
    const line = (n: number) => ({ po_no: 'TSHOW-FILE', po_line: n, vendor_id: v, material_id: m, qty: 2, unit_price: '3', currency: 'USD', po_date: '2026-11-01' });
    const { id } = (await app.server.call({ method: 'POST', url: '/api/v2/po', token: op, payload: line(10) })).body.data as { id: number };
    expect((await app.server.call({ method: 'POST', url: '/api/v2/po', token: op, payload: line(20) })).status).toBe(200);
    const saved: { blob: Blob; name: string }[] = [];
    let pending: Blob | undefined;
    URL.createObjectURL = (blob: Blob) => ((pending = blob), 'blob:test');
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (pending) saved.push({ blob: pending, name: this.download });
    });
    await signIn('op');
    renderAdmin(`/shipment/order/poManagement/${id}/show`, { dataProvider, authProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Download PO' }, LONG));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['TSHOW-FILE.xlsx']), LONG);
    expect(saved[0].blob.size).toBeGreaterThan(0);
    click.mockRestore();
  });
});
