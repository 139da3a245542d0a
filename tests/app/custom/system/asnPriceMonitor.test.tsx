// @vitest-environment happy-dom
// The ASN price monitor against the real server: an ASN looked up by invoice number shows each item's
// saved and today's price check and its OR price, the items whose warning changed marked.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 15000 };

describe('ASN price monitor against the real server', () => {
  it('looks an ASN up by invoice number and marks the items whose price warning changed', async () => {
    const db = app.server.database.db;
    const asn = (await sql<{ id: number }>`insert into asn_order (invoice_no, ship_customer_id, currency, status, created_by, updated_by)
      values ('T-MON-1', (select min(id) from ship_customer), 'USD', '1', 'supplier', 'supplier') returning id::int as id`.execute(db)).rows[0].id;
    await sql`insert into asn_item (asn_id, line_no, material_id, total_qty, price, price_warning, created_by)
      values (${asn}, 1, (select min(id) from material), 12000, 0.1820, 'ok', 'supplier')`.execute(db);
    await signIn('manager');
    renderAdmin('/system/tool/ASNPrice', { dataProvider, authProvider, locale: 'en-US' });
    fireEvent.change(await screen.findByLabelText('ASN id or invoice no.', {}, LONG), { target: { value: 't-mon-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check prices' }));
    expect(await screen.findByText(/^ASN T-MON-1 \(Submitted\)/, {}, LONG)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'ASN price monitor' });
    const row = within(table).getAllByRole('row')[2];
    expect(within(row).getByText('12,000')).toBeInTheDocument();
    expect(within(row).getByText('0.182')).toBeInTheDocument();
    expect(within(row).getByText('Price OK')).toBeInTheDocument();
  }, 90_000);
});
