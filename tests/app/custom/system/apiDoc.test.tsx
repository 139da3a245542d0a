// @vitest-environment happy-dom
// The user menu's API DOC entry and the /apiDoc route against the real server: only with api-doc,
// and both open /doc with a ticket the server accepts (window.open and the page's own navigation are
// the browser's, recorded here).
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { docNavigation } from '../../../../src/custom/system/apiDoc/ApiDocRedirectPage';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 10000 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The documentation page the server answers at a ticketed address. */
const docPage = (href: string) => {
  const url = new URL(href, 'http://x');
  return app.server.app.inject({ method: 'GET', url: url.pathname + url.search });
};

describe('API DOC in the user menu', () => {
  it('opens the documentation in a new window with a working ticket for a user with api-doc', async () => {
    const win = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => win));
    await signIn('admin');
    renderAdmin('/home', { dataProvider, authProvider, locale: 'en-US' });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }, LONG));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'API DOC' }));
    await waitFor(() => expect(win.location.href).toContain('/doc?ticket='), LONG);
    const page = await docPage(win.location.href);
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

describe('the /apiDoc route', () => {
  it('replaces itself with the documentation, ticketed, for a user with api-doc', async () => {
    const replace = vi.spyOn(docNavigation, 'replace').mockImplementation(() => undefined);
    await signIn('admin');
    renderAdmin('/apiDoc', { dataProvider, authProvider, locale: 'en-US' });
    await waitFor(() => expect(replace).toHaveBeenCalled(), LONG);
    const href = replace.mock.calls.at(-1)![0];
    expect(href).toContain('/doc?ticket=');
    const page = await docPage(href);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api/v1/notification');
  });

  it('is refused without api-doc, and asks for no ticket', async () => {
    const replace = vi.spyOn(docNavigation, 'replace').mockImplementation(() => undefined);
    await signIn('viewer');
    renderAdmin('/apiDoc', { dataProvider, authProvider, locale: 'en-US' });
    expect(await screen.findByText(/access denied/i, {}, LONG)).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});
