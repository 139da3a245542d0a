// @vitest-environment happy-dom
// "Export X12" on the 850 and 855 lists sits in the bulk-action bar of a selection: a reader of 855s
// (who may not delete or send anything) selects one and downloads it; on the 850 list the button is
// beside "Send selected", not in the toolbar the bar covers.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { PASSWORD } from '../../../../server/harness';
import { userWith } from '../../../../server/modules/shipment/stageUsers';
import { withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 30000 };

function captureDownloads() {
  const saved: { text: Promise<string>; name: string }[] = [];
  let pending: Blob | undefined;
  URL.createObjectURL = (blob: Blob) => ((pending = blob), 'blob:test');
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) saved.push({ text: pending.text(), name: this.download });
  });
  return saved;
}

const bulkBar = () => document.querySelector<HTMLElement>('[data-test="bulk-actions-toolbar"]')!;

afterEach(async () => {
  vi.restoreAllMocks();
  await authProvider.logout({});
});

describe('EDI lists: Export X12 on a selection', () => {
  it('lets an 855 reader select an acknowledgement and export it from the bulk-action bar', { timeout: 120_000 }, async () => {
    await userWith(app.server, 'read855', ['manage-855-manager']);
    await authProvider.login({ username: 'read855', password: PASSWORD });
    const saved = captureDownloads();
    renderAdmin('/shipment/order/855', { dataProvider, authProvider });
    const [first] = await screen.findAllByRole('checkbox', { name: /^Select row / }, LONG);
    fireEvent.click(first);
    fireEvent.click(within(bulkBar()).getByRole('button', { name: 'Export X12' }));
    expect(await screen.findByText('X12 file downloaded', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    // The file is the selected row's acknowledgement (BAK03: its customer PO number).
    const po = /^BAK\*\w+\*\w+\*([^*~]+)\*/m.exec(await saved[0].text)?.[1];
    expect(first.closest('tr')).toHaveTextContent(po ?? 'no BAK segment');
  });

  it('puts Export X12 beside Send selected on the 850 list, not in the toolbar the bar covers', { timeout: 120_000 }, async () => {
    await authProvider.login({ username: 'admin', password: PASSWORD });
    const saved = captureDownloads();
    renderAdmin('/shipment/order/850', { dataProvider, authProvider });
    const rows = await screen.findAllByRole('checkbox', { name: /^Select row / }, LONG);
    expect(screen.getAllByRole('button', { name: 'Export X12' }).every((b) => bulkBar().contains(b))).toBe(true);
    fireEvent.click(rows[0]);
    fireEvent.click(rows[1]);
    expect(within(bulkBar()).getByRole('button', { name: 'Send selected' })).toBeInTheDocument();
    fireEvent.click(within(bulkBar()).getByRole('button', { name: 'Export X12' }));
    await waitFor(() => expect(saved).toHaveLength(1), LONG);
    expect((await saved[0].text).match(/^BEG\*/gm)).toHaveLength(2);
  });
});
