// @vitest-environment happy-dom
// A price draft through the real screens against the real server: the author finishes it, the
// level-01 auditor agrees, the level-02 auditor agrees, and its price is then in the price table.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { getResource } from '../../../../../src/resources/declarations';
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

async function draftThroughApi(token: string, title: string, material: number, quote: string, from: string) {
  const created = await app.server.call({
    method: 'POST',
    url: '/api/v1/price/draft/lines',
    token,
    payload: { title, items: [{ material_id: material, currency: 'USD', dbp: '1.000000', quote_price: quote, srp: '3.000000', valid_from: from }] },
  });
  return (created.body.data as { id: number }).id;
}

describe('price draft audit screens', { timeout: 180000 }, () => {
  it('shows the level-01 auditor the lines with the values in effect and the proposed ones, and refuses only with a memo', async () => {
    const { rows } = await sql<{ id: number; mpn: string }>`select id::int as id, mpn from material order by id desc offset 41 limit 1`.execute(app.server.database.db);
    const op = await app.server.login('op');
    const put = (path: string, token: string, payload: Record<string, unknown>) => app.server.call({ method: 'PUT', url: `/api/v1/price/draft/${path}`, token, payload });
    const base = await draftThroughApi(op, 'App test base prices', rows[0].id, '2.500000', '2033-01-01');
    await put('finish', op, { items: [{ id: base }] });
    await put('audit/01', await app.server.login('audit01'), { items: [{ id: base }], status: 'pending_02' });
    await put('audit/02', await app.server.login('audit02'), { items: [{ id: base }], status: 'effective' });
    const next = await draftThroughApi(op, 'App test price cut', rows[0].id, '2.250000', '2033-07-01');
    await put('finish', op, { items: [{ id: next }] });

    await signIn('audit01');
    renderAdmin(viewPath(getResource('price_draft'), 'show', next), { dataProvider, authProvider });
    const lines = await screen.findByRole('table', { name: 'Price lines: proposed against the prices in effect' }, LOAD);
    const row = await within(lines).findByRole('row', { name: new RegExp(rows[0].mpn) }, LOAD);
    const changed = within(row).getAllByRole('cell').filter((c) => c.hasAttribute('data-changed'));
    expect(changed.map((c) => c.textContent)).toEqual(['2.5 → 2.25', '60 % → 55.56 %']);
    expect(within(row).getByText('2033-01-01 – open')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Audit 01' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Refuse (level 01)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Audit 01' }));
    expect(await within(dialog).findByText('Refusing needs a memo: App test price cut')).toBeInTheDocument();
    expect(await stateOf(next)).toBe('pending_01');
  });

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
