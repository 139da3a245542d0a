// @vitest-environment happy-dom
// Monitoring against the real server: a log's detail page shows what its run found as a table with
// the check's own column names and acknowledges the log; the mars tools page lists the functions.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { signIn, withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 20000 };

describe('monitoring screens against the real server', () => {
  it('shows a log’s found rows as a table and acknowledges the log', async () => {
    const db = app.server.database.db;
    const [log] = (
      await sql<{ id: number; found_count: number; invoice: string }>`select l.id::int as id, l.found_count::int as found_count, l.found_rows->0->>'invoice_no' as invoice
        from monitoring_log l join monitoring_function f on f.id = l.function_id
        where f.code = 'ASN-01' and jsonb_array_length(l.found_rows) > 0 and not l.acknowledged order by l.id desc limit 1`.execute(db)
    ).rows;
    expect(log).toBeDefined();
    await signIn('op');
    renderAdmin(`/system/LogManagement/Detail/${log.id}`, { dataProvider, authProvider, locale: 'en-US' });
    const table = await screen.findByRole('table', { name: 'Found rows' }, LONG);
    expect(await within(table).findByRole('columnheader', { name: 'Invoice no.' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Ship customer' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(log.found_count, 200) + 1);
    expect(within(table).getByText(log.invoice)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Acknowledge' }, LONG));
    fireEvent.change(await screen.findByLabelText('Note (what was done)'), { target: { value: 'Resent from the EDI screen' } });
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('1 log(s) acknowledged', {}, LONG)).toBeInTheDocument();
    const [row] = (await sql<{ acknowledged_by: string; ack_note: string }>`select acknowledged_by, ack_note from monitoring_log where id = ${log.id}`.execute(db)).rows;
    expect(row).toEqual({ acknowledged_by: 'op', ack_note: 'Resent from the EDI screen' });
  }, 120_000);

  it('lists the mars tools with their parameters, list only', async () => {
    await signIn('op');
    renderAdmin('/system/tool/marsTools', { dataProvider, authProvider, locale: 'en-US' });
    const table = await screen.findByRole('table', { name: 'Mars tools' }, LONG);
    expect(within(table).getByText('Resend an ASN\'s 856 ship notice')).toBeInTheDocument();
    expect(within(table).getByText('invoice_no')).toBeInTheDocument();
    expect(within(table).getAllByText('List only').length).toBe(within(table).getAllByRole('row').length - 1);
  }, 120_000);
});
