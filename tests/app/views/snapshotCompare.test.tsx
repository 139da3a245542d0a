// @vitest-environment happy-dom
// The generic snapshot compare screen, against the real server: two material snapshots with a
// change, a removal and an addition between them, shown side by side with each kind marked.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { getResource, raName } from '../../../src/resources/declarations';
import { signIn, withAppServer } from '../appServer';
import { renderAdmin } from '../renderAdmin';

const app = withAppServer();

describe('the snapshot compare screen', { timeout: 60_000 }, () => {
  it('marks added, removed and changed materials, the change as before → after', async () => {
    const db = app.server.database.db;
    const token = await app.server.login('op');
    const take = (date: string) => app.server.call({ method: 'POST', url: '/api/v2/material/info/snapshots', token, payload: { date } });
    // A material of the test's own goes between the two dates: demo stock and orders reference the seeded ones.
    const removed = (await sql<{ id: number; mpn: string }>`insert into material (mpn, description, mpq, lifecycle, currency, status)
      values ('SNAP-UI-GONE', 'Gone', 1, 'active', 'USD', 'active') returning id, mpn`.execute(db)).rows[0];
    expect((await take('2025-03-31')).status).toBe(200);
    const changed = (await sql<{ id: number; mpn: string }>`select id, mpn from material where id <> ${removed.id} order by id limit 1`.execute(db)).rows[0];
    await sql`update material set lead_time_weeks = 77 where id = ${changed.id}`.execute(db);
    await sql`delete from material where id = ${removed.id}`.execute(db);
    await sql`insert into material (mpn, description, mpq, lifecycle, currency, status) values ('SNAP-UI-1', 'New', 1, 'active', 'USD', 'active')`.execute(db);
    expect((await take('2025-04-30')).status).toBe(200);

    await signIn('op');
    renderAdmin(`/${raName(getResource('material'))}/snapshots/compare/2025-03-31/2025-04-30`, { dataProvider, authProvider });
    expect(await screen.findByText('1 added, 1 removed, 1 changed', {}, { timeout: 15000 })).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rowOf = (mpn: string) => within(table).getByText(mpn).closest('tr')!;
    expect(rowOf('SNAP-UI-1')).toHaveAttribute('data-change', 'added');
    expect(within(rowOf('SNAP-UI-1')).getByText('Added')).toBeInTheDocument();
    expect(rowOf(removed.mpn)).toHaveAttribute('data-change', 'removed');
    expect(rowOf(changed.mpn)).toHaveAttribute('data-change', 'changed');
    expect(within(rowOf(changed.mpn)).getByText(/→ 77$/)).toBeInTheDocument();
  });
});
