// @vitest-environment happy-dom
// Forecast versions by hand against the real server (in process): a Non-TI writer adds a version of one
// business group from the backlogs (a copy of its latest) and deletes it from its page.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 15000 };

describe('forecast versions by hand', () => {
  let added: { id: number; no: string; items: number } | undefined;

  it('adds a version of one business group from the backlogs, a copy of its latest', async () => {
    const db = app.server.database.db;
    const [bg] = (await sql<{ code: string; name: string; id: number; version: number; items: number }>`select b.code, b.name, b.id::int as id, f.version_no as version,
        (select count(*)::int from forecast_item i where i.forecast_id = f.id) as items
      from forecast f join bg b on b.id = f.bg_id where f.family = 'nonti'
        and f.version_no = (select max(x.version_no) from forecast x where x.family = 'nonti' and x.bg_id = f.bg_id) order by b.code limit 1`.execute(db)).rows;
    await signIn('op');
    renderAdmin('/distribute/NonTI/backlog', { dataProvider, authProvider, locale: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: 'New forecast version' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'New Non-TI (GB) forecast version' }, LONG);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'BG' }));
    fireEvent.click(await screen.findByRole('option', { name: `${bg.code} · ${bg.name}` }, LONG));
    fireEvent.change(within(dialog).getByLabelText('Remark'), { target: { value: 'Rebuilt by hand' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add version' }));
    expect(await screen.findByText(/^Forecast version GB-.+ added\.$/, {}, LONG)).toBeInTheDocument();
    const [made] = (await sql<{ id: number; no: string; version: number; items: number; remark: string }>`select f.id::int as id, f.no, f.version_no as version, f.remark,
        (select count(*)::int from forecast_item i where i.forecast_id = f.id) as items
      from forecast f where f.family = 'nonti' and f.bg_id = ${bg.id} order by f.version_no desc limit 1`.execute(db)).rows;
    expect(made).toMatchObject({ version: bg.version + 1, items: bg.items, remark: 'Rebuilt by hand' });
    added = made;
    // The dialog closed and the backlogs read again (nothing left in flight when the test ends).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), LONG);
  });

  it('deletes that version from its page', async () => {
    const db = app.server.database.db;
    const made = added!;
    await signIn('op');
    renderAdmin(`/distribute/NonTI/backlog/forecast/${made.id}`, { dataProvider, authProvider, locale: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete this version' }, LONG));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this version' }, LONG);
    expect(confirm).toHaveTextContent(`Delete forecast ${made.no} with its ${made.items} items?`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Forecast ${made.no} deleted.`, {}, LONG)).toBeInTheDocument();
    await waitFor(async () => expect((await sql`select 1 from forecast where id = ${made.id}`.execute(db)).rows).toEqual([]), LONG);
    // Back on the backlogs, loaded (nothing left in flight when the server stops).
    await screen.findByRole('table', {}, LONG);
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), LONG);
  });
});
