// Renders the app's resources (every declaration, our layout and generic views, the hand-written
// screens) at a path, the way App.tsx composes them, with the
// providers a test gives: e.g. the real dataProvider pointed at an in-process server.
import { configure, prettyDOM, render, screen, waitFor } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { AdminContext, AdminUI, memoryStore, Resource, TestMemoryRouter, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { buildRegistry } from '../../src/registry';
import { setDeclarationLoader } from '../../src/dataProvider';
import { RegistryProvider } from '../../src/shell/modules/RegistryContext';
import { customScreenRoutes } from '../../src/shell/screens/customScreenRoutes';
import { createI18nProvider } from '../../src/i18n';
import { Layout } from '../../src/layout/Layout';
import { raName } from '../../src/schema/names';
import type { Locale, ResourceDeclaration } from '../../src/schema';
import { RootRedirect, UnknownPathRedirect } from '../../src/shell/redirects';
import { resourceProps } from '../../src/views/resourceConfig';
import { makeQueryClient } from '../../src/shell/queryClient';

// The whole app against a real server loads lazy screens and makes real calls: on a loaded CI machine
// a dialog or an option can take longer than testing-library's 1 s default to appear.
configure({ asyncUtilTimeout: 10_000, getElementError: lazyElementError });

/**
 * testing-library's "not found" error, with the page printed only when the message is read: a
 * findBy or waitFor retrying every 50 ms used to print the whole admin on each failed try.
 */
function lazyElementError(message: string | null, container: Element) {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  Object.defineProperty(error, 'message', {
    get: () => (text ??= [message, prettyDOM(container)].filter(Boolean).join('\n\n')),
    configurable: true,
  });
  return error;
}
// The generic views load lazily; their first import in a file (transformed on demand) can outlast a
// test's wait on a loaded machine, so each file that renders the app loads them once before its tests.
/** The app's registry, as App.tsx builds it (once). */
export const registry = buildRegistry();
setDeclarationLoader(registry.loadDeclarations);

// The same for the declarations and the record actions, which every view and signed-in screen waits for.
beforeAll(
  () =>
    Promise.all([
      import('../../src/views/ResourceList'),
      import('../../src/views/ResourceShow'),
      import('../../src/views/ResourceEdit'),
      import('../../src/views/ResourceCreate'),
      registry.loadDeclarations(),
      registry.loadActions(),
    ]),
  120_000,
);

/** One <Resource> per declaration, as App.tsx makes them (inside a RegistryProvider). */
export const resourceElements = () => registry.resources.map((entry) => <Resource key={entry.name} {...resourceProps(registry, entry)} />);

export type View = 'list' | 'create' | 'show' | 'edit';

/** The react-admin path of one of a declaration's views. */
export function viewPath(decl: Pick<ResourceDeclaration, 'route'>, view: View, id?: string | number): string {
  const base = `/${raName(decl)}`;
  if (view === 'list') return base;
  if (view === 'create') return `${base}/create`;
  return view === 'show' ? `${base}/${id}/show` : `${base}/${id}`;
}

export interface RenderAdminOptions {
  dataProvider: DataProvider;
  authProvider?: AuthProvider;
  i18nProvider?: I18nProvider;
  locale?: Locale;
}

export function renderAdmin(path: string, options: RenderAdminOptions) {
  const i18nProvider = options.i18nProvider ?? createI18nProvider(options.locale ?? 'en-US');
  return render(
    <RegistryProvider registry={registry}>
      <TestMemoryRouter initialEntries={[path]}>
        <AdminContext dataProvider={options.dataProvider} authProvider={options.authProvider} i18nProvider={i18nProvider} store={memoryStore()} queryClient={makeQueryClient()}>
          <AdminUI layout={Layout} disableTelemetry dashboard={RootRedirect} catchAll={UnknownPathRedirect}>
            {resourceElements()}
            {customScreenRoutes(registry.screens)}
          </AdminUI>
        </AdminContext>
      </TestMemoryRouter>
    </RegistryProvider>,
  );
}

/** Renders one declaration's list or create view (the other views need an id: use renderAdmin). */
export const renderResourceView = (decl: ResourceDeclaration, view: 'list' | 'create', options: RenderAdminOptions) =>
  renderAdmin(viewPath(decl, view), options);

/**
 * The first table on screen once its rows are in. A list first draws a placeholder table and then
 * replaces it with a new element, so a table found too early would stay empty (and pass a check
 * for the absence of a button without meaning it).
 */
export function findLoadedTable(timeout = 60_000): Promise<HTMLElement> {
  return waitFor(
    () => {
      const table = screen.getAllByRole('table').find((t) => !t.querySelector('[class*="RaPlaceholder"]'));
      if (!table) throw new Error('the table is still loading');
      return table;
    },
    { timeout },
  );
}
