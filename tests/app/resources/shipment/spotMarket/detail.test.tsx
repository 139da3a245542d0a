// @vitest-environment happy-dom
// The spot order's Detail page against the real server: an invoiced order lists its TI invoices,
// and an ordered one offers "Send to TI", which sends it (the TI order number appears).
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 30000 };
const BASE = '/shipment/order/TISpotComManagement';

describe('spot order detail', () => {
  it('lists an invoiced order\'s invoices', { timeout: 120_000 }, async () => {
    const inv = (await sql<{ id: number; invoice_no: string }>`select s.id::int as id, v.invoice_no from spot_market s join spot_invoice v on v.spot_market_id = s.id
      where s.status = 'invoiced' order by s.id limit 1`.execute(app.server.database.db)).rows[0];
    await signIn('admin');
    renderAdmin(`${BASE}/Detail/${inv.id}`, { dataProvider, authProvider });
    const table = await screen.findByRole('table', { name: 'TI invoices' }, LONG);
    expect(within(table).getByText(inv.invoice_no)).toBeInTheDocument();
    const demand = screen.getByRole('table', { name: 'Demand' });
    expect(within(demand).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: 'Send to TI' })).not.toBeInTheDocument();
  });

  it('sends an ordered order to TI', { timeout: 120_000 }, async () => {
    const id = (await sql<{ id: number }>`select id::int as id from spot_market where status = 'ordered' order by id limit 1`.execute(app.server.database.db)).rows[0].id;
    await signIn('admin');
    renderAdmin(`${BASE}/Detail/${id}`, { dataProvider, authProvider });
    expect(await screen.findByText('No invoice yet', {}, LONG)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Send to TI' }, LONG));
    expect(await screen.findByText('Order sent to TI', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByText(`TI${String(id).padStart(8, '0')}`, {}, LONG)).toBeInTheDocument();
  });
});
