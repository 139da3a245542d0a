// @vitest-environment happy-dom
// Declared transitions on the generic list's selection (src/views/transitions), against the real
// server: the vendor-ratio audit on two selected pending ratios, refused only with a memo on each.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { getResource } from '../../../src/resources/declarations';
import { signIn, withAppServer } from '../appServer';
import { renderAdmin, viewPath } from '../renderAdmin';

const app = withAppServer();
afterAll(() => app.server.app.server.closeAllConnections());
const LOAD = { timeout: 60000 };

describe('transitions on a list selection', { timeout: 180000 }, () => {
  it('refuses two selected pending ratios only once each has a memo, in one call', async () => {
    await signIn('manager');
    renderAdmin(`${viewPath(getResource('vendor_ratio'), 'list')}?filter=${encodeURIComponent(JSON.stringify({ audit_status: '1' }))}`, { dataProvider, authProvider });
    // Each row has its selection box (the first box selects the page).
    const [chip] = await screen.findAllByText('Pending review', { selector: '.MuiChip-label' }, LOAD);
    const table = chip.closest('table')!;
    await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(2), LOAD);
    const boxes = within(table).getAllByRole('checkbox').slice(1);
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[1]);
    fireEvent.click(await screen.findByRole('button', { name: 'Audit selected' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Audit 2 selected ratios')).toBeInTheDocument();
    const items = within(dialog).getByRole('table', { name: 'Selected items' });
    const titles = within(items)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
    expect(titles).toHaveLength(2);

    fireEvent.click(within(dialog).getByLabelText('Refuse'));
    fireEvent.change(within(dialog).getByLabelText(`Memo for ${titles[0]}`), { target: { value: 'Late deliveries' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit audit' }));
    expect(await within(dialog).findByText(`A memo is required to refuse: ${titles[1]}`)).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Memo for every item'), { target: { value: 'Contract says 30%' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit audit' }));
    expect(await screen.findByText('Audit saved: 2 decided, 0 skipped (not pending)', {}, LOAD)).toBeInTheDocument();
    const decided = await sql<{ audit_status: string; audit_memo: string }>`
      select r.audit_status, r.audit_memo from vendor_ratio r join vendor v on v.id = r.vendor_id
      where v.name || ' ' || r.period in (${sql.join(titles)}) order by r.audit_memo`.execute(app.server.database.db);
    expect(decided.rows).toEqual([
      { audit_status: '3', audit_memo: 'Contract says 30%' },
      { audit_status: '3', audit_memo: 'Late deliveries' },
    ]);
  });
});
