// @vitest-environment jsdom
// The generic list as a clerk uses it, against the real server: keyboard rows, the "from – to"
// filter, and the column chooser remembered per signed-in user.
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, AdminUI, memoryStore, Resource, TestMemoryRouter, type Store } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { createI18nProvider } from '../../../src/i18n';
import { Layout } from '../../../src/layout/Layout';
import { getResource, raName, resources } from '../../../src/modules/declarations';
import type { Locale } from '../../../src/schema';
import { findLoadedTable } from '../renderAdmin';
import { resourceProps } from '../../../src/views/resourceConfig';
import { signIn, withAppServer } from '../appServer';

withAppServer();

/** The app at a list's path, with a store the test keeps (so a second render sees the first's choices). */
function renderList(resource: string, store: Store = memoryStore(), locale: Locale = 'en-US') {
  return render(
    <TestMemoryRouter initialEntries={[`/${raName(getResource(resource))}`]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider(locale)} store={store}>
        <AdminUI layout={Layout} disableTelemetry>
          {resources.map((decl) => (
            <Resource key={decl.name} {...resourceProps(decl)} />
          ))}
        </AdminUI>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const bodyRows = async () => {
  const table = await findLoadedTable();
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3), { timeout: 30000 });
  return within(table).getAllByRole('row').slice(1);
};

// `hidden`: the column chooser's popover hides the page from the accessibility tree while open.

afterEach(() => vi.restoreAllMocks());

describe('list rows and the keyboard', () => {
  it('moves between rows with the arrow keys and opens the focused one with Enter', async () => {
    await signIn('op');
    renderList('bg');
    const rows = await bodyRows();
    expect(rows[0]).toHaveAttribute('tabindex', '0');
    rows[0].focus();
    fireEvent.keyDown(rows[0], { key: 'ArrowDown' });
    expect(rows[1]).toHaveFocus();
    fireEvent.keyDown(rows[1], { key: 'ArrowUp' });
    expect(rows[0]).toHaveFocus();
    fireEvent.keyDown(rows[0], { key: 'ArrowUp' });
    expect(rows[0]).toHaveFocus();
    const code = within(rows[0]).getAllByRole('cell')[1].textContent;
    fireEvent.keyDown(rows[0], { key: 'Enter' });
    // The show page has the e-mail row the list hides, and the opened record's code.
    expect(await screen.findByText('Contact e-mail', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByText(code!).length).toBeGreaterThan(0);
  });

  it('names each selection checkbox after its row', async () => {
    await signIn('op');
    renderList('bg');
    await bodyRows();
    expect(await screen.findByRole('checkbox', { name: 'Select row AUTO' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
  });
});
