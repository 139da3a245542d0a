// @vitest-environment happy-dom
// A declared command's button on the generic show page, against the real server: the manager, who
// may lock customers but not edit them, sees Lock and no Edit; locking names the customer.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { getResource } from '../../../src/resources/declarations';
import { signIn, withAppServer } from '../appServer';
import { renderAdmin, viewPath } from '../renderAdmin';

const app = withAppServer();
afterAll(() => app.server.app.server.closeAllConnections());
const LOAD = { timeout: 10000 };

describe('declared commands', () => {
  it('offers the manager Lock on a customer, not Edit, and locks it after confirmation', async () => {
    const customer = (await sql<{ id: number; name: string }>`select id, name from ship_customer where not locked order by id limit 1`.execute(app.server.database.db)).rows[0];
    await signIn('manager');
    renderAdmin(viewPath(getResource('ship_customer'), 'show', customer.id), { dataProvider, authProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Lock' }, LOAD));
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Lock "${customer.name}"?`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock' }));
    expect(await screen.findByText(`Customer ${customer.name} locked`, {}, LOAD)).toBeInTheDocument();
    expect((await sql`select locked from ship_customer where id = ${customer.id}`.execute(app.server.database.db)).rows[0]).toEqual({ locked: true });
    expect(await screen.findByRole('button', { name: 'Unlock' }, LOAD)).toBeInTheDocument();
  });
});
