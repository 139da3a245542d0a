// @vitest-environment happy-dom
// Counters as menu badges and on Home, against the real server: the unread notifications show on the
// message centre's menu entry and as a Home card, and go away after a change made in the app.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { signIn, withAppServer } from '../appServer';
import { makeUser } from '../custom/system/adminFixtures';
import { renderAdmin } from '../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 20000 };

describe('counter badges', () => {
  it('puts the unread count on the message centre entry and on Home, and drops it once all are read', async () => {
    const id = await makeUser(app.server, 'badge1');
    await app.server.database.db
      .insertInto('user_notification')
      .values([1, 2, 3].map((n) => ({ user_id: id, title: `Notice ${n}`, content: 'body', audience: 'user', sent_by: 'admin' })))
      .execute();
    await signIn('badge1');
    renderAdmin('/home', { dataProvider, authProvider, locale: 'en-US' });
    // The entry's name stays its label; the count is its description in words, the badge hidden from screen readers.
    const entry = await screen.findByRole('menuitem', { name: 'Notifications' }, LONG);
    await waitFor(() => expect(entry).toHaveAccessibleDescription('3 waiting'), LONG);
    expect(within(entry).getByText('3')).toBeInTheDocument();
    expect(within(entry).getByText('3').closest('[aria-hidden="true"]')).not.toBeNull();
    const counters = await screen.findByRole('region', { name: 'Waiting for you' }, LONG);
    expect(within(counters).getByRole('link', { name: /3\s*Unread notifications/ })).toHaveAttribute('href', '/events/Notifications');

    fireEvent.click(entry);
    const centre = await screen.findByRole('region', { name: 'Notifications' }, LONG);
    expect(await within(centre).findByText('3 unread', {}, LONG)).toBeInTheDocument();
    fireEvent.click(within(centre).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Notifications' })).not.toHaveAccessibleDescription(), LONG);
  }, 60_000);
});
