// @vitest-environment happy-dom
// The System config screen (/system/systemConfig, role OP) against the real server: the settings
// with their categories, and a changed value saved.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { getResource } from '../../../../src/resources/declarations';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin, viewPath } from '../../renderAdmin';

const app = withAppServer();
afterAll(() => app.server.app.server.closeAllConnections());
// The first screen of a file renders the whole admin against a fresh server: seconds, more on a busy machine.
const LOAD = { timeout: 30000 };

describe('System config', { timeout: 90_000 }, () => {
  it('shows the settings to an operator and saves a changed value', async () => {
    const item = (await sql<{ id: number }>`select id from system_config where config_key = 'security.idle_minutes'`.execute(app.server.database.db)).rows[0];
    await signIn('op');
    renderAdmin(viewPath(getResource('system_config'), 'list'), { dataProvider, authProvider });
    expect(await screen.findByText('asn.max_lines', {}, LOAD)).toBeInTheDocument();
    expect(screen.getAllByText('Security').length).toBeGreaterThan(0);
    cleanup();
    renderAdmin(viewPath(getResource('system_config'), 'edit', item.id), { dataProvider, authProvider });
    const value = await screen.findByLabelText(/Value/, {}, LOAD);
    fireEvent.change(value, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/security.idle_minutes updated$/, {}, LOAD); // the saved notice names the record
    expect((await sql`select config_value from system_config where id = ${item.id}`.execute(app.server.database.db)).rows[0]).toEqual({ config_value: '45' });
  });
});
