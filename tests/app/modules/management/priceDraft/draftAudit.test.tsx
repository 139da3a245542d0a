// @vitest-environment jsdom
// A price draft through the real screens against the real server: the author finishes it, the
// level-01 auditor agrees, the level-02 auditor agrees, and its price is then in the price table.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { getResource } from '../../../../../src/modules/declarations';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin, viewPath } from '../../../renderAdmin';

const app = withAppServer();
afterAll(() => app.server.app.server.closeAllConnections());
const LOAD = { timeout: 30000 };

const stateOf = async (id: number) => (await sql<{ status: string }>`select status from price_draft where id = ${id}`.execute(app.server.database.db)).rows[0].status;

async function runOnShow(user: string, id: number, button: string, choice: string | undefined, confirm: string) {
  await signIn(user);
  const { unmount } = renderAdmin(viewPath(getResource('price_draft'), 'show', id), { dataProvider, authProvider });
  fireEvent.click(await screen.findByRole('button', { name: button }, LOAD));
  const dialog = await screen.findByRole('dialog');
  if (choice) fireEvent.click(within(dialog).getByLabelText(choice));
  fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
  unmount();
}

describe('price draft audit screens', { timeout: 120000 }, () => {
  it('goes draft → level 01 → level 02 → in effect, each step by its own user', async () => {
    const material = (await sql<{ id: number }>`select id::int as id from material order by id desc offset 40 limit 1`.execute(app.server.database.db)).rows[0].id;
    const op = await app.server.login('op');
    const created = await app.server.call({
      method: 'POST',
      url: '/api/v1/price/draft/lines',
      token: op,
      payload: { title: 'App test draft', items: [{ material_id: material, currency: 'USD', quote_price: '3.210000', valid_from: '2032-01-01' }] },
    });
    const id = (created.body.data as { id: number }).id;

    await runOnShow('op', id, 'Finish', undefined, 'Finish');
    expect(await stateOf(id)).toBe('pending_01');
    await runOnShow('audit01', id, 'Audit 01', 'Agree (level 01)', 'Audit 01');
    expect(await stateOf(id)).toBe('pending_02');
    await runOnShow('audit02', id, 'Audit 02', 'Agree (level 02)', 'Audit 02');
    expect(await stateOf(id)).toBe('effective');
    const prices = await sql<{ quote_price: string }>`select quote_price::text from price_ti where source_draft_id = ${id}`.execute(app.server.database.db);
    expect(prices.rows.map((r) => Number(r.quote_price))).toEqual([3.21]);
  });
});
