// @vitest-environment happy-dom
// The CF backlogs against the real server (in process): once the forecast has the item a backlog line
// lacked, the planner assigns the backlog again from its row, and the line is assigned.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 15000 };

describe('CF backlogs: assign again', () => {
  it('assigns a backlog again from its row once the forecast has the missing item', async () => {
    const s = app.server;
    const db = s.database.db;
    const [line] = (await sql<{ no: string; mpn: string; material: number; forecast: number }>`select b.no, l.mpn, l.material_id::int as material, f.id::int as forecast
      from backlog_line l join backlog b on b.id = l.backlog_id
      join lateral (select f.id from forecast f where f.family = 'cf' and f.bg_id = l.bg_id and f.forecast_date <= b.backlog_date order by f.forecast_date desc, f.version_no desc limit 1) f on true
      where b.family = 'cf' and b.assign_shipment = 1 and l.unassigned_reason = 'no_item' order by b.backlog_date desc, l.line_no limit 1`.execute(db)).rows;
    const lacking = async () => (await sql`select 1 from backlog_line l join backlog b on b.id = l.backlog_id
      where b.no = ${line.no} and l.material_id = ${line.material} and l.unassigned_reason = 'no_item'`.execute(db)).rows.length;
    expect(await lacking()).toBeGreaterThan(0);
    const op = await s.login('op');
    const made = await s.call({ method: 'POST', url: `/api/v1/cf/forecast/${line.forecast}/item`, token: op, payload: { mpn: line.mpn, weeks: [{ week: '2026-11-30', qty: 500 }] } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);

    await signIn('op');
    renderAdmin('/distribute/CF/backlog', { dataProvider, authProvider, locale: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: `Assign again: backlog ${line.no}` }, LONG));
    expect(await screen.findByText(new RegExp(`^Backlog ${line.no} assigned again: \\d+ lines assigned, \\d+ not assigned\\.$`), {}, LONG)).toBeInTheDocument();
    await waitFor(async () => expect(await lacking()).toBe(0), LONG);
  });

  it('offers no assign-again to a reader', async () => {
    await signIn('manager');
    renderAdmin('/distribute/CF/backlog', { dataProvider, authProvider, locale: 'en-US' });
    await screen.findAllByRole('row', {}, LONG);
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), LONG);
    expect(screen.queryByRole('button', { name: /^Assign again: backlog / })).not.toBeInTheDocument();
  });
});
