// @vitest-environment happy-dom
// Report analysis management against the real server: the demo reports listed with who sees them, a
// new report refused under its code field then saved with a listed user, and what that user sees.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 30000 };

describe('report analysis management against the real server', () => {
  it('lists the reports, refuses a bad code under its field, saves a report for one user and shows their view', async () => {
    await signIn('op');
    renderAdmin('/system/ReportAnalysis', { dataProvider, authProvider, locale: 'en-US' });
    const table = await screen.findByRole('table', { name: 'Report analysis management' }, LONG);
    const coBg = (await within(table).findByText('CO-BG', {}, LONG)).closest('tr')!;
    expect(within(coBg).getByText('2 users: admin, manager')).toBeInTheDocument();
    expect(within(table).getByText('PO-TREND').closest('tr')).toHaveTextContent('Everyone');

    fireEvent.click(screen.getByRole('button', { name: 'New report' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'PO-TREND' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name \(English\)/), { target: { value: 'Second trend' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name \(Chinese\)/), { target: { value: '第二趋势' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('code "PO-TREND" is already used by another report', {}, LONG)).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'app-trend' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Only the users listed' }));
    const users = within(dialog).getByRole('combobox', { name: 'Users who see it' });
    fireEvent.change(users, { target: { value: 'viewer' } });
    fireEvent.click(await screen.findByRole('option', { name: /Vera Viewer/ }, LONG));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const row = (await within(table).findByText('APP-TREND', {}, LONG)).closest('tr')!;
    expect(row).toHaveTextContent('One user: viewer');
    const stored = await app.server.database.db.selectFrom('report_analysis').select(['code', 'audience']).where('code', '=', 'APP-TREND').executeTakeFirstOrThrow();
    expect(stored.audience).toBe('users');

    const who = screen.getByRole('region', { name: 'What a user sees' });
    fireEvent.change(within(who).getByRole('combobox', { name: 'User' }), { target: { value: 'manager' } });
    fireEvent.click(await screen.findByRole('option', { name: /Marcus Manager/ }, LONG));
    expect(await within(who).findByText('Customer orders by BG · shown', {}, LONG)).toBeInTheDocument();
    expect(within(who).getByText('Second trend · not shown')).toBeInTheDocument();
  }, 150_000);
});
