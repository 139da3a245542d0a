// @vitest-environment happy-dom
// A PDC shipment's detail at its spec path, against the real server: its fields, then "Jusda
// tracking" opens the tracking screen of its waybill with the events, and the exceptions tab.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

const app = withAppServer();
const LOAD = { timeout: 30000 };

describe('PDC detail and Jusda tracking', { timeout: 120000 }, () => {
  it('shows a shipment and the tracking of its waybill', async () => {
    // A shipment on a Jusda waybill that has an exception reported.
    const { rows } = await sql<{ id: number; delivery_no: string; waybill_no: string; kind: string }>`
      select p.id, p.delivery_no, p.waybill_no, e.kind from pdc p join jusda_exception e on e.waybill_no = p.waybill_no and e.invoice_no = p.invoice_no
      order by p.id limit 1`.execute(app.server.database.db);
    const shipment = rows[0];
    await signIn('viewer');
    renderAdmin(`/shipment/pdclist/detail/${shipment.id}`, { dataProvider, authProvider });
    // The delivery number is the page's title and a field of the record.
    expect((await screen.findAllByText(shipment.delivery_no, {}, LOAD)).length).toBeGreaterThan(0);

    fireEvent.click(await screen.findByRole('link', { name: 'Jusda tracking' }, LOAD));
    expect(await screen.findByText('Picked up from the supplier DC', {}, LOAD)).toBeInTheDocument();
    // The app bar's title names the waybill (a div since the bar's h6 went: the page's h1 is the shell's).
    await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent(shipment.waybill_no), LOAD);

    fireEvent.click(screen.getByRole('tab', { name: 'Exceptions' }));
    const kinds: Record<string, string> = { delay: 'Delay', customs_hold: 'Customs hold', damage: 'Damage' };
    expect(await screen.findByText(kinds[shipment.kind], {}, LOAD)).toBeInTheDocument();
  });
});
