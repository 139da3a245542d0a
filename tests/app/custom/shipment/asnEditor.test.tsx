// @vitest-environment happy-dom
// The ASN editor against the real server: a supplier picks an open order, the item starts unallocated
// (the running total and R21's row message say so, saving is off), the automatic allocation meets it
// from whole bags on hand plus one opened bag, a bag typed over what it holds is named, the price
// warning shows (R19), and the ASN is saved and submitted with its bag rows.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { writeTransaction } from '../../../../server/db/retry';
import { applyStockMoves } from '../../../../server/modules/management/inventories/stock/moves';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 30000 };

describe('ASN editor', () => {
  let mpn: string;
  beforeAll(async () => {
    const db = app.server.database.db;
    const m = (await sql<{ id: number; mpn: string }>`select id::int as id, mpn from material where id not in (select material_id from inventory) and id not in (select material_id from price_ti) order by id desc limit 1`.execute(db)).rows[0];
    mpn = m.mpn;
    const sloc = (await sql<{ id: number }>`select min(id)::int as id from sloc`.execute(db)).rows[0].id;
    const customer = (await sql<{ id: number }>`select min(id)::int as id from ship_customer`.execute(db)).rows[0].id;
    await writeTransaction(db, (trx) => applyStockMoves(trx, [
      { kind: 'receive', material_id: m.id, sloc_id: sloc, supplier: 'ASN-APP', qty: '2500', mpq: '1000' },
      { kind: 'on_way', material_id: m.id, sloc_id: sloc, supplier: 'ASN-APP', qty: '5000', mpq: '5000' },
    ], { name: 'test' }));
    const token = await app.server.login('admin');
    const made = await app.server.call({ method: 'POST', url: '/api/v1/order/lines', token, payload: { order_no: 'ASNAPP-1', customer_id: customer, currency: 'USD', order_date: '2026-11-20', status: 'open', items: [{ material_id: m.id, qty: 2600, unit_price: '0.5' }] } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
  }, 120_000);

  it('allocates, splits, names problems and saves and submits the ASN', { timeout: 180_000 }, async () => {
    await signIn('admin');
    renderAdmin('/my/asn/orders/create', { dataProvider, authProvider });
    fireEvent.change(await screen.findByLabelText('Order no., customer PO or customer', {}, LONG), { target: { value: 'ASNAPP' } });
    fireEvent.click(await screen.findByLabelText('ASNAPP-1', {}, LONG));
    fireEvent.click(screen.getByText('Use the chosen orders (1)'));

    const qty = await screen.findByLabelText('Ship qty 1', {}, LONG);
    expect(qty).toHaveValue('2600');
    expect(screen.getByTestId('allocated-0')).toHaveTextContent('0 of 2,600 allocated');
    expect(screen.getByTestId('asn-problems')).toHaveTextContent(`Row 1 ${mpn}: the bags add up to 0, the item's quantity is 2600`);
    expect(screen.getByText('Save and submit').closest('button')).toBeDisabled();
    expect(screen.getByText('No quote price exists for this part')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText(`Bags of ${mpn}`));
    fireEvent.click(await screen.findByText('Allocate automatically'));
    await waitFor(() => expect(screen.getByTestId('running-total')).toHaveTextContent('2,600 of 2,600 allocated'));
    // On hand first: both 1,000 bags and the 500 bag whole, then one bag on the way opened for 100.
    const bags = (await sql<{ bag_no: string; qty: string; on_way: boolean }>`select b.bag_no, b.qty::text as qty, b.on_way from inventory_bag b join inventory g on g.id = b.inventory_id where g.supplier = 'ASN-APP' order by b.on_way, b.qty desc`.execute(app.server.database.db)).rows;
    const take = (i: number) => screen.getByLabelText(`Take ${bags[i].bag_no}`);
    expect([take(0), take(1), take(2)].map((el) => (el as HTMLInputElement).value)).toEqual(['2000', '500', '100']);
    expect(screen.getByText('0 whole + 100 from one opened bag')).toBeInTheDocument();
    expect(screen.queryByTestId('asn-problems')).not.toBeInTheDocument();

    // Typed over what the 500 bag holds: the bag is named and the total is off.
    fireEvent.change(take(1), { target: { value: '600' } });
    fireEvent.change(take(2), { target: { value: '' } });
    expect(screen.getByTestId('asn-problems')).toHaveTextContent(`Row 1 ${mpn}: bag ${bags[1].bag_no} holds 500, 600 taken`);
    expect(screen.getByText('Save draft').closest('button')).toBeDisabled();
    // A smaller item quantity met from the bags on hand alone.
    fireEvent.change(take(1), { target: { value: '500' } });
    fireEvent.change(qty, { target: { value: '2,500' } });
    await waitFor(() => expect(screen.getByTestId('running-total')).toHaveTextContent('2,500 of 2,500 allocated'));
    expect(screen.queryByTestId('asn-problems')).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('Save and submit'));
    await waitFor(async () => {
      const saved = (await sql<{ status: string; total_qty: string }>`select o.status, o.total_qty::text as total_qty from asn_order o join asn_item i on i.asn_id = o.id where i.order_no = 'ASNAPP-1'`.execute(app.server.database.db)).rows;
      expect(saved).toEqual([{ status: '1', total_qty: '2500' }]);
    }, LONG);
    const rows = (await sql<{ qty: string; copies: string }>`select b.qty::text as qty, b.copies::text as copies from asn_bag b join asn_item i on i.asn_id = b.asn_id where i.order_no = 'ASNAPP-1' order by b.qty desc`.execute(app.server.database.db)).rows;
    expect(rows.map((r) => [Number(r.qty), Number(r.copies)])).toEqual([[1000, 2], [500, 1]]);
  });
});
