// @vitest-environment happy-dom
// The material information screens against the real server: search finds a part, its page shows the
// master data, its substitutes and its stock; a user without the stock and order rights is told so.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

const app = withAppServer();
afterAll(() => app.server.app.server.closeAllConnections());
const LOAD = { timeout: 60000 };

describe('material information', { timeout: 180000 }, () => {
  it('searches a part and shows its master data, substitutes and stock', async () => {
    const part = (await sql<{ id: number; mpn: string; description: string; sub: string }>`
      select m.id::int as id, m.mpn, m.description, s.mpn as sub from material_sub x join material m on m.id = x.original_material_id
      join material s on s.id = x.substitute_material_id where exists (select 1 from inventory i where i.material_id = m.id) order by m.id limit 1`.execute(app.server.database.db)).rows[0];
    const sloc = (await sql<{ code: string }>`select s.code from inventory i join sloc s on s.id = i.sloc_id where i.material_id = ${part.id} limit 1`.execute(app.server.database.db)).rows[0];
    await signIn('admin');
    renderAdmin('/materialInfo', { dataProvider, authProvider });
    fireEvent.change(await screen.findByLabelText('Search MPN, CPN, description or package', {}, LOAD), { target: { value: part.mpn } });
    fireEvent.click(await screen.findByRole('link', { name: part.mpn }, LOAD));
    expect(await screen.findByRole('heading', { name: part.mpn }, LOAD)).toBeInTheDocument();
    expect(screen.getByText(part.description)).toBeInTheDocument();
    const subs = await screen.findByRole('table', { name: 'Substitutes' }, LOAD);
    expect(within(subs).getByRole('link', { name: part.sub })).toHaveAttribute('href', expect.stringMatching(/^\/materialInfo\/info\/\d+$/));
    const stock = await screen.findByRole('table', { name: 'Stock by location' }, LOAD);
    expect(within(stock).getAllByRole('row').length).toBeGreaterThan(1);
    expect(within(stock).getAllByText(new RegExp(sloc.code)).length).toBeGreaterThan(0);
  });

  it('proposes a change from the page: the draft form opens filled with the current values and saves a pending draft', async () => {
    const m = (await sql<{ id: number; mpn: string }>`select id::int as id, mpn from material order by id desc limit 1`.execute(app.server.database.db)).rows[0];
    await signIn('admin');
    renderAdmin(`/materialInfo/info/${m.id}`, { dataProvider, authProvider });
    fireEvent.click(await screen.findByRole('link', { name: 'Propose a change for approval' }, LOAD));
    expect(await screen.findByDisplayValue(m.mpn, {}, LOAD)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Lead time (weeks)'), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('region', { name: 'Proposed changes' }, LOAD);
    const draft = (await sql<{ material_id: number; lead_time_weeks: number; status: string; created_by: string }>`select material_id::int as material_id,
      lead_time_weeks::int as lead_time_weeks, status, created_by from material_draft order by id desc limit 1`.execute(app.server.database.db)).rows[0];
    expect(draft).toEqual({ material_id: m.id, lead_time_weeks: 21, status: 'pending', created_by: 'admin' });
  });

  it('tells a reader without the stock and order rights that those parts are not theirs to see', async () => {
    const id = (await sql<{ id: number }>`select min(id)::int as id from material`.execute(app.server.database.db)).rows[0].id;
    await signIn('manager');
    renderAdmin(`/materialInfo/info/${id}`, { dataProvider, authProvider });
    const stock = await screen.findByRole('region', { name: 'Stock by location' }, LOAD);
    expect(within(stock).getByText('Your permissions do not include this information.')).toBeInTheDocument();
  });
});
