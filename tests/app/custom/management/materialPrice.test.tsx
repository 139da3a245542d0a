// @vitest-environment happy-dom
// The material price view against the real server: today's prices of a filtered MPN, with the DBP column
// for a holder of its field right and without it for the viewer (the server leaves the DBP out); unit
// prices at their scale without trailing zeros, the MOQ a quantity (R26).
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 30000 };

describe('material price view', () => {
  it('filters by MPN and shows the DBP only to holders of its right', { timeout: 120_000 }, async () => {
    const op = await app.server.login('op');
    const page = (await app.server.call({ method: 'GET', url: '/api/v2/price-ti/material-price?size=1', token: op })).body.data as { list: { mpn: string; dbp: string }[] };
    const { mpn } = page.list[0];
    await signIn('op');
    renderAdmin('/management/price/materialPrice', { dataProvider, authProvider });
    fireEvent.change(await screen.findByLabelText('MPN', {}, LONG), { target: { value: mpn } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Material prices' }, LONG);
    expect(await within(table).findByRole('columnheader', { name: 'DBP (cost)' }, LONG)).toBeInTheDocument();
    expect((await within(table).findAllByText(mpn, {}, LONG)).length).toBeGreaterThan(0);
    const first = ((await app.server.call({ method: 'GET', url: `/api/v2/price-ti/material-price?size=1&mpn=${encodeURIComponent(mpn)}`, token: op })).body.data as { list: { quote_price: string; moq: string }[] }).list[0];
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    const header = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(cells[header.indexOf('Quote price')].textContent).toBe(Number(first.quote_price).toLocaleString('en-US', { maximumFractionDigits: 6 }));
    expect(cells[header.indexOf('MOQ')].textContent).toBe(Number(first.moq).toLocaleString('en-US', { maximumFractionDigits: 2 }));
    expect(cells[header.indexOf('MOQ')].textContent).not.toMatch(/\.0+$/);
    cleanup();

    await signIn('viewer');
    renderAdmin('/management/price/materialPrice', { dataProvider, authProvider });
    const viewerTable = await screen.findByRole('table', { name: 'Material prices' }, LONG);
    expect(await within(viewerTable).findByRole('columnheader', { name: 'Quote price' }, LONG)).toBeInTheDocument();
    expect(within(viewerTable).queryByRole('columnheader', { name: 'DBP (cost)' })).toBeNull();
  });
});
