// @vitest-environment happy-dom
// The material verification queue against the real server: a draft's page shows what it changes and
// approving applies it to the material; refusing a selection asks a memo first, then refuses both.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { materialDraft } from '../../../../../src/resources/events/verification/model';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin, viewPath } from '../../../renderAdmin';

const app = withAppServer();
afterAll(() => app.server.app.server.closeAllConnections());
const LOAD = { timeout: 60000 };
const db = () => app.server.database.db;

describe('material verification queue', { timeout: 180000 }, () => {
  it('shows a change beside the current value and approving applies it', async () => {
    const draft = (await sql<{ id: number; material_id: number; lead_time_weeks: number }>`select id::int as id, material_id::int as material_id,
      lead_time_weeks::int as lead_time_weeks from material_draft where status = 'pending' and lead_time_weeks is not null and material_id is not null order by id limit 1`.execute(db())).rows[0];
    await signIn('admin');
    renderAdmin(viewPath(materialDraft, 'show', draft.id), { dataProvider, authProvider });
    const changes = await screen.findByRole('region', { name: 'Proposed changes' }, LOAD);
    const row = (await within(changes).findByRole('rowheader', { name: 'Lead time (weeks)' }, LOAD)).closest('tr')!;
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent(String(draft.lead_time_weeks));
    fireEvent.click(await screen.findByRole('button', { name: 'Review' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Approve'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Draft reviewed', {}, LOAD)).toBeInTheDocument();
    const after = (await sql<{ lead_time_weeks: number }>`select lead_time_weeks::int as lead_time_weeks from material where id = ${draft.material_id}`.execute(db())).rows[0];
    expect(after.lead_time_weeks).toBe(draft.lead_time_weeks);
  });

  it('refuses two selected drafts only once a memo is given, changing no material', async () => {
    const materials = async () => (await sql<{ v: string }>`select string_agg(id || ':' || version, ',' order by id) as v from material`.execute(db())).rows[0].v;
    const before = await materials();
    await signIn('admin');
    renderAdmin(`${viewPath(materialDraft, 'list')}?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`, { dataProvider, authProvider });
    const [chip] = await screen.findAllByText('Waiting for approval', { selector: '.MuiChip-label' }, LOAD);
    const table = chip.closest('table')!;
    await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(2), LOAD);
    const boxes = within(table).getAllByRole('checkbox').slice(1);
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[1]);
    fireEvent.click(await screen.findByRole('button', { name: 'Review selected' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Refuse'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByText(/^Fill in every required field/)).toBeInTheDocument();
    expect(Number((await sql<{ n: string }>`select count(*)::text as n from material_draft where status = 'refused'`.execute(db())).rows[0].n)).toBe(1);
    fireEvent.change(within(dialog).getByLabelText('For every item'), { target: { value: 'Datasheet does not match' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('2 reviewed', {}, LOAD)).toBeInTheDocument();
    const refused = await sql<{ review_memo: string }>`select review_memo from material_draft where status = 'refused' and review_memo = 'Datasheet does not match'`.execute(db());
    expect(refused.rows).toHaveLength(2);
    expect(await materials()).toBe(before);
  });
});
