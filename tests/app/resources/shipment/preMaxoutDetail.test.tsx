// @vitest-environment happy-dom
// The pre-maxout detail screen against the real server: the list stage's holder lists the lines (a bad
// row shows the server's row message and saves nothing), then sees them with exact amounts; a holder of
// another stage gets no line editor.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { getResource } from '../../../../src/resources/declarations';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin, viewPath } from '../../renderAdmin';

const app = withAppServer();
afterAll(() => app.server.app.server.closeAllConnections());
const LOAD = { timeout: 10000 };

describe('pre-maxout detail screen', () => {
  it('lets the listing stage enter the lines, row by row', async () => {
    const db = app.server.database.db;
    const c = (await sql<{ id: number }>`select id from pre_maxout where status = 'list' and item_count = 0 order by id limit 1`.execute(db)).rows[0];
    const mpn = (await sql<{ mpn: string }>`select mpn from material order by id limit 1`.execute(db)).rows[0].mpn;
    await signIn('op');
    renderAdmin(viewPath(getResource('pre_maxout'), 'show', c.id), { dataProvider, authProvider });
    expect(await screen.findByText('No lines yet: the listing stage lists the parts to write off.', {}, LOAD)).toBeInTheDocument();
    // The editor is offered once the stage and the user's permissions are both known.
    fireEvent.click(await screen.findByRole('button', { name: 'Edit lines' }, LOAD));
    fireEvent.change(screen.getByLabelText('MPN 1'), { target: { value: mpn } });
    fireEvent.change(screen.getByLabelText('Quantity 1'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Unit cost 1'), { target: { value: '1.2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save lines' }));
    expect(await screen.findByText('Row 1: the quantity must be a whole number from 1', {}, LOAD)).toBeInTheDocument();
    expect((await sql<{ n: number }>`select count(*)::int as n from pre_maxout_item where pre_maxout_id = ${c.id}`.execute(db)).rows[0].n).toBe(0);

    fireEvent.change(screen.getByLabelText('Quantity 1'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save lines' }));
    expect(await screen.findByText('Lines saved', {}, LOAD)).toBeInTheDocument();
    const lines = await screen.findByRole('region', { name: 'Write-off lines' });
    // The saved line, as read back: its part and its amount (3 × 1.2345).
    await waitFor(() => {
      expect(within(lines).getByText('3.70')).toBeInTheDocument();
      expect(within(lines).getByText(mpn)).toBeInTheDocument();
    }, LOAD);
  });

  it('offers no line editor to another stage', async () => {
    const db = app.server.database.db;
    const c = (await sql<{ id: number; case_no: string }>`select id, case_no from pre_maxout where status = 'list' order by id limit 1`.execute(db)).rows[0];
    await signIn('manager');
    renderAdmin(viewPath(getResource('pre_maxout'), 'show', c.id), { dataProvider, authProvider });
    expect(await screen.findByRole('region', { name: 'Write-off lines' }, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(c.case_no).length).toBeGreaterThan(0), LOAD);
    expect(screen.queryByRole('button', { name: 'Edit lines' })).not.toBeInTheDocument();
  });
});
