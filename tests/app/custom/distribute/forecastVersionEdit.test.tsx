// @vitest-environment happy-dom
// A forecast version's date and remark changed from its page against the real server (in process): a
// Non-TI writer opens Edit this version, the server's 400 for a missing date shows under the date, then
// the new date and remark are saved and the page reads them back; a reader of a family (the manager of
// CF) has no Edit.
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

const oneVersion = async (family: 'nonti' | 'cf') =>
  (await sql<{ id: number; no: string; date: string }>`select id::int as id, no, forecast_date::text as date from forecast
    where family = ${family} order by version_no, id limit 1`.execute(app.server.database.db)).rows[0];

describe('a forecast version\'s date and remark', () => {
  it('changes them from the version\'s page, the server\'s problem under its field', async () => {
    const db = app.server.database.db;
    const f = await oneVersion('nonti');
    await signIn('op');
    renderAdmin(`/distribute/NonTI/backlog/forecast/${f.id}`, { dataProvider, authProvider, locale: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit this version' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: `Forecast ${f.no}: date and remark` }, LONG);
    const date = within(dialog).getByLabelText('Forecast date');
    expect(date).toHaveValue(f.date);
    // No date: the server's 400 names forecast_date, shown under the date.
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('forecast_date must be a date (YYYY-MM-DD)', {}, LONG)).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(date, { target: { value: '2026-12-21' } });
    fireEvent.change(within(dialog).getByLabelText('Remark'), { target: { value: 'Moved by hand' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Forecast ${f.no} saved.`, {}, LONG)).toBeInTheDocument();
    const [saved] = (await sql<{ date: string; remark: string }>`select forecast_date::text as date, remark from forecast where id = ${f.id}`.execute(db)).rows;
    expect(saved).toEqual({ date: '2026-12-21', remark: 'Moved by hand' });
    // The page reads the version again: its summary names the new date.
    expect(await screen.findByText(/ · 2026-12-21 · version /, {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), LONG);
  });

  it('offers no Edit to a reader of the family', async () => {
    const f = await oneVersion('cf');
    await signIn('manager');
    renderAdmin(`/distribute/CF/backlog/forecast/${f.id}`, { dataProvider, authProvider, locale: 'en-US' });
    expect(await screen.findByText(new RegExp(` · version \\d+ · `), {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), LONG);
    expect(screen.queryByRole('button', { name: 'Edit this version' })).not.toBeInTheDocument();
  });
});
