// @vitest-environment happy-dom
// The vendor-ratio grid against the real server (in process) through the real dataProvider: edits
// of several rows saved in one call with problems per row, an added row, and the audit of selected
// rows (refusing needs a memo on every one).
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { getResource } from '../../../../src/resources/declarations';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin, viewPath } from '../../renderAdmin';

const app = withAppServer();
afterAll(() => app.server.app.server.closeAllConnections());
const LOAD = { timeout: 30000 };
const LATEST = '2025-Q2';

interface Ratio {
  id: number;
  vendor: string;
  ratio: string;
  audit_status: string;
  audit_memo: string | null;
}
const ratios = async () =>
  (
    await sql<Ratio>`select r.id, v.name as vendor, r.ratio::text, r.audit_status, r.audit_memo from vendor_ratio r join vendor v on v.id = r.vendor_id
      where r.period = ${LATEST} order by r.vendor_id`.execute(app.server.database.db)
  ).rows;

const grid = () => screen.findByRole('table', { name: 'Vendor ratio grid' }, LOAD);
const ratioInput = (table: HTMLElement, vendor: string) => within(table).getByLabelText(`Ratio % ${vendor} ${LATEST}`);

describe('vendor ratio grid', { timeout: 120000 }, () => {
  it('opens from the list on the latest period, shows problems per row, saves several rows in one call', async () => {
    const [first, second, third] = await ratios();
    await signIn('op');
    renderAdmin(viewPath(getResource('vendor_ratio'), 'list'), { dataProvider, authProvider });
    fireEvent.click(await screen.findByRole('link', { name: 'Edit as grid' }, LOAD));
    const table = await grid();
    await waitFor(() => expect(ratioInput(table, first.vendor)).toHaveValue(String(Number(first.ratio))), LOAD);
    // op enters ratios but does not audit them: no selection, no audit button.
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Audit selected' })).not.toBeInTheDocument();

    fireEvent.change(ratioInput(table, first.vendor), { target: { value: '150' } });
    fireEvent.change(ratioInput(table, second.vendor), { target: { value: '42.5' } });
    expect(screen.getByText('2 rows changed, not saved yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save all' }));
    expect(await screen.findByText('Nothing was saved: 1 row has a problem')).toBeInTheDocument();
    expect(within(table).getByText(/Ratio % must be at most 100/)).toBeInTheDocument();
    expect((await ratios()).slice(0, 2).map((r) => r.ratio)).toEqual([first.ratio, second.ratio]);

    // An added row for a vendor that has a ratio this period: the server refuses the whole call and
    // the grid puts its "Item 3" message on that row.
    fireEvent.change(ratioInput(table, first.vendor), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    const picker = within(table).getByRole('combobox', { name: 'Vendor' });
    fireEvent.change(picker, { target: { value: third.vendor } });
    fireEvent.click(await screen.findByRole('option', { name: third.vendor }, LOAD));
    // The new row is the last with that vendor and period.
    fireEvent.change(within(table).getAllByLabelText(`Ratio % ${third.vendor} ${LATEST}`).at(-1)!, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save all' }));
    expect(await screen.findByText(/^Item 3: A ratio for this vendor and period already exists/, {}, LOAD)).toBeInTheDocument();
    expect((await ratios()).slice(0, 2).map((r) => r.ratio)).toEqual([first.ratio, second.ratio]);

    fireEvent.click(within(table).getByRole('button', { name: 'Remove this new row' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save all' }));
    expect(await screen.findByText('2 ratios saved; they wait for the audit again', {}, LOAD)).toBeInTheDocument();
    const after = await ratios();
    expect(after.slice(0, 2).map((r) => [Number(r.ratio), r.audit_status])).toEqual([
      [45, '1'],
      [42.5, '1'],
    ]);
    await waitFor(() => expect(screen.queryByText(/rows? changed/)).not.toBeInTheDocument());
  });

  it('lets an auditor refuse selected rows only with a memo on each, naming those without', async () => {
    const [first, second] = (await ratios()).filter((r) => r.audit_status === '1');
    await signIn('manager');
    renderAdmin(`/basic/hr/setupRatio/ratio/grid?period=${LATEST}`, { dataProvider, authProvider });
    const table = await grid();
    fireEvent.click(await within(table).findByRole('checkbox', { name: `Select ${first.vendor} ${LATEST}` }, LOAD));
    // The manager may not read the vendor list, so cannot pick the vendor of a new row.
    expect(screen.queryByRole('button', { name: 'Add row' })).not.toBeInTheDocument();
    fireEvent.click(within(table).getByRole('checkbox', { name: `Select ${second.vendor} ${LATEST}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Audit selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Audit 2 selected ratios')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('Refuse'));
    fireEvent.change(within(dialog).getByLabelText(`Memo for ${first.vendor} ${LATEST}`), { target: { value: 'Late deliveries' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit audit' }));
    expect(await within(dialog).findByText(`A memo is required to refuse: ${second.vendor} ${LATEST}`)).toBeInTheDocument();
    expect((await ratios()).filter((r) => [first.id, second.id].includes(r.id)).map((r) => r.audit_status)).toEqual(['1', '1']);

    fireEvent.change(within(dialog).getByLabelText('Memo for every item'), { target: { value: 'Contract says 30%' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit audit' }));
    expect(await screen.findByText('Audit saved: 2 decided, 0 skipped (not pending)', {}, LOAD)).toBeInTheDocument();
    const decided = (await ratios()).filter((r) => [first.id, second.id].includes(r.id));
    expect(decided.map((r) => [r.audit_status, r.audit_memo])).toEqual([
      ['3', 'Late deliveries'],
      ['3', 'Contract says 30%'],
    ]);
  });

  it('does not let an auditor select a pending ratio they changed last', async () => {
    const [own] = await ratios();
    await sql`update vendor_ratio set audit_status = '1', updated_by = 'manager' where id = ${own.id}`.execute(app.server.database.db);
    await signIn('manager');
    renderAdmin(`/basic/hr/setupRatio/ratio/grid?period=${LATEST}`, { dataProvider, authProvider });
    const table = await grid();
    const box = await within(table).findByRole('checkbox', { name: `You last changed ${own.vendor} ${LATEST}, so another auditor audits it` }, LOAD);
    expect(box).toBeDisabled();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all saved rows' }));
    expect(box).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Audit selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(own.vendor)).not.toBeInTheDocument();
  });

  it('the generic form does not offer the audit fields: absent on create, read-only on edit', async () => {
    const decl = getResource('vendor_ratio');
    const [one] = await ratios();
    await signIn('op');
    const { unmount } = renderAdmin(viewPath(decl, 'create'), { dataProvider, authProvider });
    expect(await screen.findByLabelText(/^Ratio %/, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Audit status/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Audit memo/)).not.toBeInTheDocument();
    unmount();
    renderAdmin(viewPath(decl, 'edit', one.id), { dataProvider, authProvider });
    await waitFor(() => expect(screen.getByLabelText(/^Ratio %/)).toHaveValue(Number(one.ratio)), LOAD);
    // Shown, but it does not open: there is nothing to choose.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Audit status/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Audit memo/)).toHaveAttribute('readonly');
  });
});
