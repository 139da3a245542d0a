// @vitest-environment happy-dom
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

/**
 * A laid-out list box (the test document lays nothing out): the list's scrolling box is 720 px high and scrolled
 * to `scroll.top`; rows have no height, so the list assumes its estimate (36 px).
 */
function layOutListBox() {
  const scroll = { top: 0 };
  const isBox = (el: Element) => el.classList.contains('RaDatagrid-tableWrapper') || el === document.documentElement;
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return isBox(this) ? 720 : 0;
  });
  vi.spyOn(Element.prototype, 'scrollTop', 'get').mockImplementation(function (this: Element) {
    return isBox(this) ? scroll.top : 0;
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    // The window-scrolling case: the body's top moves up as the page scrolls.
    return DOMRect.fromRect({ y: this.tagName === 'TBODY' ? -scroll.top : 0 });
  });
  return scroll;
}

describe('a long page renders the rows in view', () => {
  it('renders the rows in the list box with blank space for the rest, and the rows scrolled to, keyboard included', async () => {
    const scroll = layOutListBox();
    await signIn('op');
    renderList('material', memoryStore(), 'en-US', '?perPage=100');
    const table = await findLoadedTable();
    // 720 px shows 20 rows of 36 px; 12 more below are ready, the 68 others are blank space.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 32), { timeout: 30000 });
    const spacers = () => [...table.querySelectorAll<HTMLElement>('tr.app-listSpacer')];
    expect(spacers()).toHaveLength(1);
    expect(spacers()[0]).toHaveAttribute('aria-hidden', 'true');
    expect((spacers()[0].firstElementChild as HTMLElement).style.height).toBe(`${68 * 36}px`);
    const firstCode = within(within(table).getAllByRole('row')[1]).getAllByRole('cell')[1].textContent;

    // Scrolled to row 50: rows 32 to 87 are rendered, blank space above and below.
    scroll.top = 1800;
    // The list box scrolls, or the window where the box does not (jsdom reads no style sheet).
    const scrolled = () => [table.closest('.RaDatagrid-tableWrapper'), window].forEach((box) => box?.dispatchEvent(new Event('scroll')));
    act(scrolled);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 56));
    expect(spacers().map((s) => (s.firstElementChild as HTMLElement).style.height)).toEqual([`${32 * 36}px`, `${12 * 36}px`]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getAllByRole('cell')[1].textContent).not.toBe(firstCode);
    // The keyboard walks between the rendered rows and stops at the blank space.
    rows[10].focus();
    fireEvent.keyDown(rows[10], { key: 'ArrowDown' });
    expect(rows[11]).toHaveFocus();
    rows[0].focus();
    fireEvent.keyDown(rows[0], { key: 'ArrowUp' });
    expect(rows[0]).toHaveFocus();

    // Back at the top: the first rows again, the same record first.
    scroll.top = 0;
    act(scrolled);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 32));
    expect(within(within(table).getAllByRole('row')[1]).getAllByRole('cell')[1].textContent).toBe(firstCode);
  }, 120_000);

  it('renders every row where nothing is laid out', async () => {
    await signIn('op');
    renderList('material', memoryStore(), 'en-US', '?perPage=100');
    const table = await findLoadedTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(101), { timeout: 30000 });
    expect(table.querySelector('tr.app-listSpacer')).toBeNull();
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
