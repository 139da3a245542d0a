// @vitest-environment happy-dom
// The pages reached without signing in, against the real server: register (the account waits for
// roles), recover (a reset mail in the outbox) and reset with the mailed link.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../../../src/authProvider';
import { dataProvider } from '../../../../../src/dataProvider';
import { withAppServer } from '../../../appServer';
import { renderAdmin } from '../../../renderAdmin';

const app = withAppServer();

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('account pages without signing in', () => {
  it('registers an account that an administrator still has to activate', async () => {
    renderAdmin('/register', { dataProvider, authProvider });
    await screen.findByRole('heading', { name: 'Create an account' }, { timeout: 10000 });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('User name is required', {}, { timeout: 10000 })).toBeInTheDocument();
    type(/^User name/, 'clerk2');
    type(/^E-mail/, 'clerk2@corp.example');
    type(/^Password/, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must have at least 8 characters, with letters and digits')).toBeInTheDocument();
    type(/^Password/, 'clerk-pass-2');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Thank you. A mail about the account clerk2 is on its way to clerk2@corp.example. A new account has to be activated by an administrator before you can sign in.')).toBeInTheDocument();
    const row = await app.server.database.db.selectFrom('users').select('email').where('name', '=', 'clerk2').executeTakeFirst();
    expect(row?.email).toBe('clerk2@corp.example');
  });

  it('sends a reset link through the outbox, and the link sets a new password once', async () => {
    renderAdmin('/recover', { dataProvider, authProvider });
    await screen.findByRole('heading', { name: 'Forgot your password?' }, { timeout: 10000 });
    type(/^User name or e-mail/, 'op');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/a reset link is on its way/)).toBeInTheDocument();
    // The server writes the link after answering.
    const mail = await vi.waitFor(() => app.server.database.db.selectFrom('mail_outbox').select('body').where('to_address', '=', 'op@example.com').executeTakeFirstOrThrow());
    const link = new URL(/https?:\/\/\S+/.exec(mail.body)![0]);
    expect(link.pathname).toBe('/resetPwd');

    const { unmount } = renderAdmin(`/resetPwd${link.search}`, { dataProvider, authProvider });
    await screen.findByRole('heading', { name: 'Choose a new password' }, { timeout: 10000 });
    type(/^New password/, 'new-op-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed. Sign in with the new one.')).toBeInTheDocument();
    await expect(authProvider.login({ username: 'op', password: 'new-op-pass-1' })).resolves.toBeUndefined();
    unmount();

    // The same link again is refused.
    renderAdmin(`/resetPwd${link.search}`, { dataProvider, authProvider });
    type(/^New password/, 'other-pass-2');
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This reset link is invalid, expired or already used; ask for a new one')).toBeInTheDocument();
  });
});
