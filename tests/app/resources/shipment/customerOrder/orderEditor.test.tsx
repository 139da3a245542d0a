// @vitest-environment happy-dom
// The order editor's lines grid (the customer order's declared lines): a locked item is shown, not
// edited (its cells are text, its remove button off, its material by MPN), the other items stay
// editable, and the running total counts both. The server's refusal of a change to a locked item is
// tested in tests/server/modules/shipment/customerOrder/orders.test.ts.
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, Form, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../../../src/i18n';
import { buildRegistry } from '../../../../../src/registry';
import { RegistryProvider } from '../../../../../src/shell/modules/RegistryContext';
import { customerOrder } from '../../../../../src/resources/shipment/customerOrder/model/customerOrder';
import { formResolver } from '../../../../../src/views/formResolver';
import { LinesGrid } from '../../../../../src/views/lines/LinesGrid';
import { linesResolver } from '../../../../../src/views/lines/linesResolver';

// The reference inputs of the editable row ask for material choices: none are needed here.
const noRecords = { getMany: async () => ({ data: [] }), getList: async () => ({ data: [], total: 0 }) } as unknown as DataProvider;

describe('order editor lines', () => {
  it('shows a locked item read-only and keeps the others editable', async () => {
    const record = {
      id: 1, order_no: 'CO-1', items: [
        { id: 11, line_no: 1, material_id: 5, material_id__title: 'LM317T', cpn: 'C-1', qty: 100, unit_price: '0.5', locked: true },
        { id: 12, line_no: 2, material_id: 6, material_id__title: 'NE555P', cpn: 'C-2', qty: 40, unit_price: '0.2', locked: false },
      ],
    };
    render(
      <RegistryProvider registry={buildRegistry()}>
        <AdminContext dataProvider={noRecords} i18nProvider={createI18nProvider('en-US')} store={memoryStore()}>
          <Form record={record} resolver={linesResolver(customerOrder, 'en-US', formResolver(customerOrder, 'en-US'))}>
            <LinesGrid decl={customerOrder} name="items" />
          </Form>
        </AdminContext>
      </RegistryProvider>,
    );
    const lockedQty = await screen.findByLabelText('Quantity 1');
    expect(lockedQty.tagName).toBe('SPAN');
    expect(lockedQty).toHaveTextContent('100');
    expect(screen.getByLabelText('Material 1')).toHaveTextContent('LM317T');
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
    expect(screen.getByLabelText('Quantity 2')).toHaveValue('40');
    expect(screen.getByRole('button', { name: 'Remove row 2' })).toBeEnabled();
    expect(screen.getByText(/^Total Quantity:/)).toHaveTextContent('Total Quantity: 140');
  });
});
