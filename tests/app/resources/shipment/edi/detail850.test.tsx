// @vitest-environment happy-dom
// The 850 screens per permission against the real server: the detail page at the spec's
// detail/{id} path shows the items; a query-only user gets no import and no send, a sender gets
// "Send 855" on a received 850 and no import.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { PASSWORD } from '../../../../server/harness';
import { userWith } from '../../../../server/modules/shipment/stageUsers';
import { withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 30000 };

describe('850 screens by permission', () => {
  it('gives each 850 permission only its own buttons', { timeout: 120_000 }, async () => {
    const doc = (await sql<{ id: number; po_no: string; mpn: string }>`select e.id::int as id, e.po_no, i.mpn from edi850 e join edi850_item i on i.edi850_id = e.id
      where e.status = 'received' order by e.id, i.line_no limit 1`.execute(app.server.database.db)).rows[0];
    await userWith(app.server, 'query850', ['manage-850-query-manager']);
    await userWith(app.server, 'send850', ['manage-850-send-manager']);

    await authProvider.login({ username: 'query850', password: PASSWORD });
    const { unmount } = renderAdmin('/shipment/order/850', { dataProvider, authProvider });
    expect(await screen.findByRole('button', { name: 'Export X12' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import X12' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send 855' })).not.toBeInTheDocument();
    unmount();
    await authProvider.logout({});

    await authProvider.login({ username: 'send850', password: PASSWORD });
    renderAdmin(`/shipment/order/850/detail/${doc.id}`, { dataProvider, authProvider });
    expect(await screen.findByRole('button', { name: 'Send 855' }, LONG)).toBeInTheDocument();
    expect((await screen.findAllByText(doc.mpn, {}, LONG)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(doc.po_no).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('lets an editor change an item against the 850\'s version', { timeout: 120_000 }, async () => {
    const doc = (await sql<{ id: number; item: number }>`select e.id::int as id, i.id::int as item from edi850 e join edi850_item i on i.edi850_id = e.id
      where e.status = 'received' order by e.id desc, i.line_no limit 1`.execute(app.server.database.db)).rows[0];
    await userWith(app.server, 'edit850', ['manage-850-edit-manager']);
    await authProvider.login({ username: 'edit850', password: PASSWORD });
    renderAdmin(`/shipment/order/850/detail/${doc.id}`, { dataProvider, authProvider });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Edit' }, LONG))[0]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '123.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Item saved', {}, LONG)).toBeInTheDocument();
    expect((await sql<{ q: string }>`select trim_scale(qty)::text as q from edi850_item where id = ${doc.item}`.execute(app.server.database.db)).rows[0].q).toBe('123.5');
  });
});
