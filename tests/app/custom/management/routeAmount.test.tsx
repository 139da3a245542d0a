// @vitest-environment happy-dom
// The route-amount query against the real server (in process): pick a demo route, give the
// shipment, and read each quote's charges and exact total, cheapest first.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';

withAppServer();
const LONG = { timeout: 10000 };

describe('route amount query against the real server', () => {
  it('prices 100 kg / 0.5 m³ from Hong Kong to Singapore with both active air quotes', async () => {
    await signIn('op');
    renderAdmin('/management/routeQuote/routeAmountQuery', { dataProvider, authProvider, locale: 'en-US' });
    // A day inside the demo quotes' validity, so the test does not age.
    fireEvent.change(await screen.findByLabelText('Ship date', {}, LONG), { target: { value: '2026-06-01' } });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Route' }, LONG));
    fireEvent.click(await screen.findByRole('option', { name: /^HKG → SIN .* 2 quote/ }, LONG));
    fireEvent.change(screen.getByLabelText('Weight (kg)'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Volume (m³)'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));

    const dhl = await screen.findByRole('heading', { name: 'DHL Global Forwarding (air) RQ-2026-002: 279.00 USD' }, LONG);
    const cathay = screen.getByRole('heading', { name: 'Cathay Cargo (air) RQ-2026-001: 288.00 USD' });
    // Cheapest first.
    expect(dhl.compareDocumentPosition(cathay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const card = within(screen.getByLabelText('RQ-2026-001'));
    expect(card.getByRole('row', { name: /AF Air freight per kg \(chargeable\) 100 1\.8500 75\.00 185\.00/ })).toBeInTheDocument();
  });
});
