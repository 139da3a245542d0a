// @vitest-environment jsdom
// The generic list as a clerk uses it, against the real server: keyboard rows, the "from – to"
// filter, and the column chooser remembered per signed-in user.
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, AdminUI, memoryStore, TestMemoryRouter, type Store } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { createI18nProvider } from '../../../src/i18n';
import { Layout } from '../../../src/layout/Layout';
import { RegistryProvider } from '../../../src/shell/modules/RegistryContext';
import { getResource, raName } from '../../../src/resources/declarations';
import type { Locale } from '../../../src/schema';
import { findLoadedTable, registry, resourceElements } from '../renderAdmin';
import { signIn, withAppServer } from '../appServer';

withAppServer();

/** The app at a list's path, with a store the test keeps (so a second render sees the first's choices). */
function renderList(resource: string, store: Store = memoryStore(), locale: Locale = 'en-US', search = '') {
  return render(
    <RegistryProvider registry={registry}>
    <TestMemoryRouter initialEntries={[`/${raName(getResource(resource))}${search}`]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider(locale)} store={store}>
        <AdminUI layout={Layout} disableTelemetry>
          {resourceElements()}
        </AdminUI>
      </AdminContext>
    </TestMemoryRouter>
    </RegistryProvider>,
  );
}

const bodyRows = async () => {
  const table = await findLoadedTable();
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3), { timeout: 30000 });
  return within(table).getAllByRole('row').slice(1);
};

// `hidden`: the column chooser's popover hides the page from the accessibility tree while open.

afterEach(() => vi.restoreAllMocks());

/** The browser's IntersectionObserver (jsdom has none): the test says when the observed rows come near the view. */
function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.entry), 1);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    scrolledNear: () =>
      [...observers].forEach((o) => o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry), o as unknown as IntersectionObserver)),
  };
}

describe('a long page renders its rows as they come into view', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first screenful with the rest as blank space, and the next rows when the user scrolls near them', async () => {
    const view = fakeIntersectionObserver();
    await signIn('op');
    renderList('material', memoryStore(), 'en-US', '?perPage=100');
    const table = await findLoadedTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(41), { timeout: 30000 });
    // The 60 rows not yet rendered hold their place (the scroll bar is right), hidden from assistive technology.
    const spacer = table.querySelector('tr.app-listSpacer') as HTMLElement;
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(parseFloat((spacer.firstElementChild as HTMLElement).style.height)).toBeGreaterThan(1000);
    const rows = within(table).getAllByRole('row').slice(1);
    rows[39].focus();

    act(() => view.scrolledNear());
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(101));
    expect(table.querySelector('tr.app-listSpacer')).toBeNull();
    // The keyboard walks on into the rows that came in.
    fireEvent.keyDown(rows[39], { key: 'ArrowDown' });
    expect(within(table).getAllByRole('row')[41]).toHaveFocus();
  }, 120_000);
});

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
