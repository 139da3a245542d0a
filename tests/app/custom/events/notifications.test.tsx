// @vitest-environment happy-dom
// The message centre and the sending screen against the real server (in process).
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 10000 };

const unreadOf = async (name: string) => {
  const db = app.server.database.db;
  const row = await db
    .selectFrom('user_notification')
    .innerJoin('users', 'users.id', 'user_notification.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('users.name', '=', name)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('message centre against the real server', () => {
  it('shows the unread badge, opens a notification to mark it read, then marks all read', async () => {
    await signIn('manager');
    renderAdmin('/home', { dataProvider, authProvider, locale: 'en-US' });
    const bell = await screen.findByRole('link', { name: 'Notifications: 2 unread' }, LONG);
    fireEvent.click(bell);
    const centre = await screen.findByRole('region', { name: 'Notifications' }, LONG);
    expect(await within(centre).findByText('2 unread', {}, LONG)).toBeInTheDocument();
    const unread = within(centre).getByText('Maintenance window on Saturday');
    expect(unread).toHaveStyle({ fontWeight: '700' });

    fireEvent.click(unread);
    expect(await screen.findByText(/unavailable on Saturday/, {}, LONG)).toBeInTheDocument();
    await waitFor(async () => expect(await unreadOf('manager')).toBe(1), LONG);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('link', { name: 'Notifications: 1 unread' }, LONG)).toBeInTheDocument();

    fireEvent.change(within(centre).getByLabelText('Search'), { target: { value: 'vendor' } });
    fireEvent.click(within(centre).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(centre).queryByText('Welcome to Distribution Admin')).not.toBeInTheDocument(), LONG);
    expect(within(centre).getByText('Please review the vendor ratios')).toBeInTheDocument();

    fireEvent.click(within(centre).getByRole('button', { name: 'Mark all read' }));
    await waitFor(async () => expect(await unreadOf('manager')).toBe(0), LONG);
    expect(await screen.findByRole('link', { name: 'Notifications: 0 unread' }, LONG)).toBeInTheDocument();
  });

  it('sends to a role after confirming, and the role members receive it', async () => {
    await signIn('admin');
    renderAdmin('/system/notifyManagement', { dataProvider, authProvider, locale: 'en-US' });
    const form = await screen.findByRole('region', { name: 'Send notifications' }, LONG);
    fireEvent.click(within(form).getByRole('radio', { name: 'A role' }));
    fireEvent.mouseDown(within(form).getByLabelText('Role'));
    fireEvent.click(await screen.findByRole('option', { name: 'OP (2)' }, LONG));
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Stock count tonight' } });
    fireEvent.change(within(form).getByLabelText(/Content/), { target: { value: 'Please finish by 18:00.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Send "Stock count tonight" to OP (2)?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to 2 recipient(s)', {}, LONG)).toBeInTheDocument();
    const got = await app.server.database.db
      .selectFrom('user_notification')
      .innerJoin('users', 'users.id', 'user_notification.user_id')
      .select('users.name')
      .where('title', '=', 'Stock count tonight')
      .orderBy('users.name')
      .execute();
    // The role's members: op, and the demo admin, who holds role OP too.
    expect(got.map((r) => r.name)).toEqual(['admin', 'op']);
  });

  it('keeps the sending screen from a user without send-notification', async () => {
    await signIn('viewer');
    renderAdmin('/system/notifyManagement', { dataProvider, authProvider, locale: 'en-US' });
    expect(await screen.findByText(/access denied/i, {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Send notifications' })).not.toBeInTheDocument();
  });
});
