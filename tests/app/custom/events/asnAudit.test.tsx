// @vitest-environment happy-dom
// An ASN review queue against the real server (in process), cleared with the keyboard: arrows move
// between items, A agrees the focused one, R refuses the selection; a refusal without a memo names
// the invoices and sends nothing (R18), with a memo every selected item is refused.
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

// An ASN under review also waits in the AR queue: the maxout item is the one this screen decides.
const statusOf = async (invoice: string) =>
  (await sql<{ audit_status: number; audit_memo: string | null }>`select audit_status::int as audit_status, audit_memo from audit_item where invoice_no = ${invoice} and queue = 'maxout_price'`.execute(app.server.database.db)).rows[0];

describe('ASN review queue against the real server', () => {
  it('moves, agrees and refuses with the keyboard; a refusal needs a memo on every item', async () => {
    await signIn('reviewer');
    renderAdmin('/events/ASNMaxoutPrice', { dataProvider, authProvider, locale: 'en-US' });
    const table = await screen.findByRole('table', { name: 'ASN maxout prices' }, LONG);
    await waitFor(() => expect(within(table).getAllByRole('checkbox', { name: /^Select invoice/ }).length).toBeGreaterThanOrEqual(3), LONG);
    const boxes = within(table).getAllByRole('checkbox', { name: /^Select invoice/ });
    const invoices = boxes.map((b) => b.getAttribute('aria-label')!.replace('Select invoice ', ''));
    expect((await statusOf(invoices[0])).audit_status).toBe(1);

    // A on the focused item (nothing selected) agrees that one.
    boxes[0].focus();
    fireEvent.keyDown(boxes[0], { key: 'ArrowDown' });
    expect(boxes[1]).toHaveFocus();
    fireEvent.keyDown(boxes[1], { key: 'a' });
    const agree = await screen.findByRole('dialog', { name: 'Agree one item' }, LONG);
    fireEvent.click(within(agree).getByRole('button', { name: 'Agree' }));
    await waitFor(async () => expect((await statusOf(invoices[1])).audit_status).toBe(2), LONG);
    expect(await screen.findByText('1 decided, 0 skipped (no longer pending)', {}, LONG)).toBeInTheDocument();

    // Select two, R refuses: without a memo nothing is sent and both invoices are named.
    await waitFor(() => expect(within(table).queryByRole('checkbox', { name: `Select invoice ${invoices[1]}` })).not.toBeInTheDocument(), LONG);
    fireEvent.click(within(table).getByRole('checkbox', { name: `Select invoice ${invoices[0]}` }));
    fireEvent.click(within(table).getByRole('checkbox', { name: `Select invoice ${invoices[2]}` }));
    fireEvent.keyDown(within(table).getByRole('checkbox', { name: `Select invoice ${invoices[2]}` }), { key: 'r' });
    const refuse = await screen.findByRole('dialog', { name: 'Refuse 2 items' }, LONG);
    fireEvent.change(within(refuse).getByLabelText(`Memo for ${invoices[0]} (replaces the one above)`), { target: { value: 'Quote expired' } });
    fireEvent.click(within(refuse).getByRole('button', { name: 'Refuse' }));
    expect(await within(refuse).findByText(`Refusing needs a memo on every item. Without a memo: ${invoices[2]}`)).toBeInTheDocument();
    expect((await statusOf(invoices[2])).audit_status).toBe(1);
    fireEvent.change(within(refuse).getByLabelText('Memo for every item (required to refuse)'), { target: { value: 'Below maxout: resubmit at the maxout price' } });
    fireEvent.click(within(refuse).getByRole('button', { name: 'Refuse' }));
    await waitFor(async () => expect(await statusOf(invoices[2])).toEqual({ audit_status: 3, audit_memo: 'Below maxout: resubmit at the maxout price' }), LONG);
    expect(await statusOf(invoices[0])).toEqual({ audit_status: 3, audit_memo: 'Quote expired' });
    // A long walk on a loaded two-core machine (30 s measured): more than the default 30 s limit.
  }, 90_000);
});

describe('the supplier\'s ASN drafts and price-rejected ASNs against the real server', () => {
  it('lists the supplier\'s own ASNs in draft, then those rejected on price', async () => {
    const invoices = async (status: string) =>
      (await sql<{ invoice_no: string }>`select invoice_no from asn_order where status = ${status} and created_by = 'supplier'`.execute(app.server.database.db)).rows.map((r) => r.invoice_no);
    const [drafts, rejected] = [await invoices('0'), await invoices('13')];
    expect(drafts.length).toBeGreaterThan(0);
    expect(rejected.length).toBeGreaterThan(0);
    await signIn('supplier');
    const { unmount } = renderAdmin('/events/ASNDrafts', { dataProvider, authProvider, locale: 'en-US' });
    for (const invoice of drafts) expect(await screen.findByText(invoice, {}, LONG)).toBeInTheDocument();
    for (const invoice of rejected) expect(screen.queryByText(invoice)).not.toBeInTheDocument();
    unmount();
    renderAdmin('/events/ASNPriceReject', { dataProvider, authProvider, locale: 'en-US' });
    for (const invoice of rejected) expect(await screen.findByText(invoice, {}, LONG)).toBeInTheDocument();
    for (const invoice of drafts) expect(screen.queryByText(invoice)).not.toBeInTheDocument();
  }, 90_000);
});
