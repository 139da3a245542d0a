// @vitest-environment happy-dom
// The event log screen and a record's history against the real server, through the real providers.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';

const app = withAppServer();
const PATH = '/system/eventLog';
const LONG = { timeout: 30000 };
const SLOW = { timeout: 20000 };
let bgId: number;

const logTable = () => screen.findByRole('table', { name: 'Event log' }, LONG);
const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
/** The change line "Label: old → new" (the label is bold, so the text spans elements). */
const changeLine = (container: HTMLElement, text: string) => within(container).getAllByRole('listitem').find((li) => li.textContent === text);

describe('event log against the real server', () => {
  beforeAll(async () => {
    const op = await app.server.login('op');
    const admin = await app.server.login('admin');
    const created = await app.server.call({ method: 'POST', url: '/api/v1/bg', token: op, payload: { code: 'LOG1', name: 'Logged group', status: 'active' } });
    bgId = (created.body.data as { id: number }).id;
    await app.server.call({ method: 'PUT', url: `/api/v1/bg/${bgId}`, token: admin, payload: { version: 1, name: 'Renamed group', remark: 'from the test' } });
  });

  it('shows who changed what, with the changed fields old → new, and filters by resource and action', { timeout: 90_000 }, async () => {
    await signIn('admin');
    renderAdmin(PATH, { dataProvider, authProvider });
    const table = await logTable();
    await waitFor(() => expect(changeLine(table, 'Name: Logged group → Renamed group')).toBeDefined(), LONG);
    const changes = changeLine(table, 'Name: Logged group → Renamed group')!.closest('ul') as HTMLElement;
    const row = changes.closest('tr') as HTMLElement;
    expect(within(row).getByText('admin')).toBeInTheDocument();
    expect(within(row).getByText('Changed')).toBeInTheDocument();
    expect(within(row).getByText('Business group')).toBeInTheDocument();
    // The record by its title, not its id.
    expect(within(row).getByText('Renamed group')).toBeInTheDocument();
    expect(changeLine(changes, 'Remark: — → from the test')).toBeDefined();
    expect(changes).not.toHaveTextContent(/Version|Updated/);

    fireEvent.change(screen.getByRole('combobox', { name: 'Resource' }), { target: { value: 'Business gr' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Business group' }, LONG));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Created' }));
    await waitFor(() => expect(dataRows(screen.getByRole('table', { name: 'Event log' }))).toHaveLength(1), LONG);
    const created = dataRows(screen.getByRole('table', { name: 'Event log' }))[0];
    expect(within(created).getByText('op')).toBeInTheDocument();
    // The row shows its first changes on one line; "+N more" unfolds the rest.
    expect(changeLine(created, 'BG code: — → LOG1')).toBeDefined();
    expect(changeLine(created, 'Status: — → Active')).toBeUndefined();
    fireEvent.click(within(created).getByRole('button', { name: /^\+\d+ more$/ }));
    // Enum values in words, not codes.
    expect(changeLine(created, 'Status: — → Active')).toBeDefined();
  });

  it('filters by date: a range in the past finds nothing; page and size come from the URL', { timeout: 60_000 }, async () => {
    await signIn('admin');
    renderAdmin(`${PATH}?page=1&size=10`, { dataProvider, authProvider });
    await logTable();
    expect(await screen.findByRole('combobox', { name: /rows per page/i }, LONG)).toHaveTextContent('10');
    // Typed year first whatever the browser's language (a native date input would follow the browser's).
    const to = screen.getByRole('textbox', { name: 'To' });
    expect(to).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    fireEvent.change(to, { target: { value: '2001/1/1' } });
    expect(await screen.findByText('No event matches.', {}, LONG)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.queryByText('No event matches.')).not.toBeInTheDocument(), LONG);
    expect(to).toHaveValue('');
  });

  it('is refused to a user without user-event', async () => {
    await signIn('op');
    renderAdmin(PATH, { dataProvider, authProvider });
    expect(await screen.findByText(/access denied/i, {}, LONG)).toBeInTheDocument();
  });

  it("offers a record's history on its show page to event-log readers only", { timeout: 90_000 }, async () => {
    await signIn('admin');
    const { unmount } = renderAdmin(`/basic/customer/bgManagement/${bgId}/show`, { dataProvider, authProvider });
    fireEvent.click(await screen.findByText('History', { selector: '.MuiAccordionSummary-content *' }, SLOW));
    const history = await screen.findByRole('table', { name: 'History' }, LONG);
    await waitFor(() => expect(dataRows(history)).toHaveLength(2), LONG);
    expect(changeLine(history, 'Name: Logged group → Renamed group')).toBeDefined();
    unmount();
    await authProvider.logout({});

    await signIn('op');
    renderAdmin(`/basic/customer/bgManagement/${bgId}/show`, { dataProvider, authProvider });
    expect((await screen.findAllByText('Renamed group', {}, SLOW)).length).toBeGreaterThan(0);
    expect(await screen.findByText('BG code', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('History')).not.toBeInTheDocument();
  });
});
