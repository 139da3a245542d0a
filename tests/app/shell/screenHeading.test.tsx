// @vitest-environment happy-dom
// The shell's accessibility against the real server: one h1 per page, the focus on it after a
// navigation, and a side menu whose entries all sit in a menu or a named group (System flat, with
// Roles an entry rather than a section heading; the demo admin holds role OP and sees it).
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { signIn, withAppServer } from '../appServer';
import { renderAdmin } from '../renderAdmin';

withAppServer();
const LONG = { timeout: 10000 };

describe('the page heading and the side menu', () => {
  it('keeps a screen’s own h1, and after a navigation focuses the one h1 naming the new screen', async () => {
    await signIn('admin');
    renderAdmin('/home', { dataProvider, authProvider });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Administrator' }, LONG);
    // The shell's own h1 steps back once it sees the screen's (a mutation observer, then a render).
    await waitFor(() => expect(document.querySelectorAll('h1')).toHaveLength(1), LONG);
    // A page load leaves the focus where the browser put it.
    expect(document.activeElement?.tagName).not.toBe('H1');

    fireEvent.click(await screen.findByRole('menuitem', { name: 'Business groups' }, LONG));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Business groups' }, LONG);
    await waitFor(() => expect(document.activeElement).toBe(heading), LONG);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('puts every menu entry in the menu or a named group, System flat with Roles an entry', async () => {
    await signIn('admin');
    renderAdmin('/home', { dataProvider, authProvider });
    expect(await screen.findByRole('menuitem', { name: 'Roles' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Roles' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Customer' })).toBeInTheDocument();
    const sidebarItems = [...document.querySelectorAll('[role="menuitem"]')].filter((item) => item.closest('.RaSidebar-fixed, .RaMenu-root'));
    expect(sidebarItems.length).toBeGreaterThan(10);
    for (const item of sidebarItems) {
      const owner = item.parentElement?.closest('[role]');
      expect([item.textContent, owner?.getAttribute('role')]).toEqual([item.textContent, expect.stringMatching(/^(menu|group)$/)]);
    }
    // Group toggles say whether they are open.
    expect(screen.getByRole('menuitem', { name: 'System' })).toHaveAttribute('aria-expanded', 'true');
  });
});
