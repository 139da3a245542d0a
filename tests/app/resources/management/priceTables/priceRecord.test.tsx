// @vitest-environment happy-dom
// The price-record screen against the real server: the SA list with the table tabs, a tab switching
// to the purchase prices (costs shown to a holder of the right), and a record's detail with its history.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { getResource } from '../../../../../src/resources/declarations';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

const app = withAppServer({ crossOrigin: true });
afterAll(() => app.server.app.server.closeAllConnections());
const LOAD = { timeout: 60000 }; // the first render loads the app's code: slow on a busy machine
const priceSa = getResource('price_sa');

describe('price record screen', { timeout: 180000 }, () => {
  it('lists SA prices under table tabs, switches to purchase prices, and opens a record with its history', async () => {
    const sa = (await sql<{ id: number; approval_no: string; version: number }>`select id, approval_no, version from price_sa order by valid_from desc, id limit 1`.execute(app.server.database.db)).rows[0];
    await signIn('op');
    const { unmount } = renderAdmin(priceSa.route, { dataProvider, authProvider });
    const tabs = await screen.findByRole('tablist', { name: 'Price tables' }, LOAD);
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['SA prices', 'Selling prices', 'TI book prices', 'Purchase prices']);
    expect(await screen.findByText(sa.approval_no, {}, LOAD)).toBeInTheDocument();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Purchase prices' }));
    expect(await screen.findByRole('columnheader', { name: /Landed cost/ }, LOAD)).toBeInTheDocument();
    unmount();

    // A change through the API, then the detail at the spec's path shows the record and that change.
    const op = await app.server.login('op');
    const put = await app.server.call({ method: 'PUT', url: `/api/v1/priceSA/${sa.id}`, token: op, payload: { version: sa.version, remark: 'Approval extended by the vendor' } });
    expect(put.status).toBe(200);
    await signIn('admin'); // the history is shown to readers of the event log
    renderAdmin(`${priceSa.route}/detail/${sa.id}`, { dataProvider, authProvider });
    expect((await screen.findAllByText(sa.approval_no, {}, LOAD)).length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByRole('button', { name: 'History' }, LOAD));
    expect((await screen.findAllByText(/Approval extended by the vendor/, {}, LOAD)).length).toBeGreaterThan(0);
  });
});
