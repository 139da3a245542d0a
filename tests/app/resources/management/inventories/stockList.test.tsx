// @vitest-environment happy-dom
// The stock list and a group's page against the real server: the demo groups with their columns,
// then a group's bags, and the move buttons only for a writer of the stock.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { getResource } from '../../../../../src/resources/declarations';
import { signIn, withAppServer } from '../../../appServer';
import { findLoadedTable, renderAdmin, viewPath } from '../../../renderAdmin';

const app = withAppServer({ crossOrigin: true });
afterAll(() => app.server.app.server.closeAllConnections());
const LOAD = { timeout: 60000 }; // the first render loads the app's code: slow on a busy machine
const inventory = getResource('inventory');

describe('stock list screen', { timeout: 180000 }, () => {
  it('lists the demo stock groups with material, SLOC and quantities', async () => {
    // The newest group heads the list (id descending); other modules' demo receipts add groups too.
    const newest = (await sql<{ supplier: string }>`select supplier from inventory where supplier is not null order by id desc limit 1`.execute(app.server.database.db)).rows[0];
    await signIn('admin');
    renderAdmin(viewPath(inventory, 'list'), { dataProvider, authProvider });
    const table = await findLoadedTable();
    for (const name of ['Material', 'SLOC', 'Supplier', 'On hand', 'On the way']) expect(await within(table).findByText(name, {}, LOAD)).toBeInTheDocument();
    await within(table).findAllByText(newest.supplier, {}, LOAD);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(10);
  });

  it("shows a group's bags with receive, repack and release to a writer, and the bags alone to a reader", async () => {
    const row = (await sql<{ id: number; bag_no: string }>`select b.inventory_id as id, b.bag_no from inventory_bag b order by b.id limit 1`.execute(app.server.database.db)).rows[0];
    await signIn('admin');
    const { unmount } = renderAdmin(`${inventory.route}/${row.id}/show`, { dataProvider, authProvider });
    expect(await screen.findByText(row.bag_no, {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Receive' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Repack' })).toBeDisabled(); // nothing selected yet
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull(); // stock changes only by moves
    unmount();
    await signIn('viewer');
    renderAdmin(`${inventory.route}/${row.id}/show`, { dataProvider, authProvider });
    expect(await screen.findByText(row.bag_no, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
  });
});
