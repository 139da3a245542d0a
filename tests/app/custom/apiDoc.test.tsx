// @vitest-environment jsdom
// The user menu's API DOC entry against the real server: only with api-doc, and it opens /doc with
// a ticket the server accepts (window.open is the browser's, recorded here).
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { signIn, withAppServer } from '../appServer';
import { renderAdmin } from '../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 10000 };

afterEach(() => vi.unstubAllGlobals());

describe('API DOC in the user menu', () => {
  it('opens the documentation in a new window with a working ticket for a user with api-doc', async () => {
    const win = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => win));
    await signIn('admin');
    renderAdmin('/home', { dataProvider, authProvider, locale: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }, LONG));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'API DOC' }));
    await waitFor(() => expect(win.location.href).toContain('/doc?ticket='), LONG);
    const page = await app.server.app.inject({ method: 'GET', url: new URL(win.location.href, 'http://x').pathname + new URL(win.location.href, 'http://x').search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api/v1/notification');
  });

  it('is not offered without api-doc', async () => {
    await signIn('viewer');
    renderAdmin('/home', { dataProvider, authProvider, locale: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }, LONG));
    expect(await screen.findByRole('menuitem', { name: 'My info' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'API DOC' })).not.toBeInTheDocument();
  });
});
