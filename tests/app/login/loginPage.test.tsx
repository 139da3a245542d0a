// @vitest-environment happy-dom
// The login page against the real server: after three failed sign-ins the server asks for a
// captcha, and the page shows the picture and a fresh one after each try.
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { createI18nProvider } from '../../../src/i18n';
import { LoginPage } from '../../../src/login/LoginPage';
import { buildRegistry } from '../../../src/registry';
import { PASSWORD } from '../../server/harness';
import { withAppServer } from '../appServer';

const app = withAppServer();
// As the composition root (App.tsx) does before the first page renders: it registers the modules'
// first-page words, the sign-in page's among them.
buildRegistry();

/** Failed sign-ins the server has counted for the account. */
const failures = async () =>
  (await app.server.database.db.selectFrom('login_failures').select('failures').where('key', '=', 'login:account:viewer').executeTakeFirst())?.failures ?? 0;

function renderLogin() {
  render(
    <TestMemoryRouter initialEntries={['/login']}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider('en-US')}>
        <LoginPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

function attempt(password: string, captcha?: string) {
  fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'viewer' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  if (captcha !== undefined) fireEvent.change(screen.getByLabelText(/^Characters in the picture/), { target: { value: captcha } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function failedAttempt(password: string, expectedFailures: number) {
  attempt(password);
  await waitFor(async () => expect(await failures()).toBe(expectedFailures), { timeout: 10000 });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
}

describe('the login page', () => {
  it('offers no captcha at first, and a server-made picture after three failed sign-ins', async () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/recover');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    // No provider configured in this page's run-time config: no SSO button.
    expect(screen.queryByRole('button', { name: /single sign-on/i })).not.toBeInTheDocument();

    await failedAttempt('wrong-1', 1);
    await failedAttempt('wrong-2', 2);
    expect(screen.queryByRole('img', { name: 'Captcha picture' })).not.toBeInTheDocument();
    await failedAttempt('wrong-3', 3);
    const picture = await screen.findByRole('img', { name: 'Captcha picture' }, { timeout: 10000 });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    const first = picture.getAttribute('src');

    // Right password, wrong characters: refused, and a new picture replaces the used one.
    attempt(PASSWORD, 'AAAAA');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Captcha picture' }).getAttribute('src')).not.toBe(first), { timeout: 10000 });
    expect(screen.getByLabelText(/^Characters in the picture/)).toHaveValue('');
    // Still signed out: the right password did not get past the wrong characters.
    expect(localStorage.getItem('token')).toBeNull();
  });
});
