// @vitest-environment happy-dom
// "Import X12" on the 850 list against the real server: a file whose CTT count is wrong is refused
// with the segment and line shown in the dialog (nothing imported); a good file is imported.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { generate850 } from '../../../../../server/modules/shipment/edi/x12';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

const app = withAppServer({ crossOrigin: true });
const LONG = { timeout: 30000 };

describe('850 X12 import', () => {
  it('shows the refused segment and line, then imports a good file', { timeout: 120_000 }, async () => {
    const db = app.server.database.db;
    const code = (await sql<{ code: string }>`select code from ship_customer order by id limit 1`.execute(db)).rows[0].code;
    const text = generate850(
      [{ sender_id: 'BUYEREDI', receiver_id: 'DISTRIBHK', control_no: '1', purpose: '00', po_type: 'SA', po_no: 'PO-APP-1', po_date: '2026-11-02', currency: 'USD', customer_code: code, ship_to: null, line: 1, qty_total: '5',
        items: [{ line_no: 1, mpn: 'LM317T', qty: '5', uom: 'EA', unit_price: '0.25', cpn: null, request_date: null }] }],
      { sender: 'BUYEREDI', receiver: 'DISTRIBHK', control: '000000077', at: new Date('2026-11-02T08:00:00Z') },
    );
    await signIn('admin');
    renderAdmin('/shipment/order/850', { dataProvider, authProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Import X12' }, LONG));
    const dialog = await screen.findByRole('dialog');
    const choose = (body: string) => fireEvent.change(within(dialog).getByLabelText('Choose file'), { target: { files: [new File([body], 'po.x12', { type: 'text/plain' })] } });

    choose(text.replace('CTT*1*', 'CTT*2*'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import X12' }));
    expect(await within(dialog).findByText(/CTT01 \(line \d+\): says 2 items, the 850 holds 1/, {}, LONG)).toBeInTheDocument();
    expect((await sql`select 1 from edi850 where po_no = 'PO-APP-1'`.execute(db)).rows).toHaveLength(0);

    choose(text);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import X12' }));
    expect(await screen.findByText('1 purchase order(s) imported', {}, LONG)).toBeInTheDocument();
    await waitFor(async () => expect((await sql`select 1 from edi850 where po_no = 'PO-APP-1'`.execute(db)).rows).toHaveLength(1));
  });
});
