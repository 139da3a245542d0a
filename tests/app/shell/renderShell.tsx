// Renders shell pieces inside react-admin's contexts at a path, with a stand-in authProvider that
// records logouts (these tests are about the shell's timing and wording, not the server).
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { vi } from 'vitest';
import { createI18nProvider } from '../../../src/i18n';
import { buildRegistry } from '../../../src/registry';
import { RegistryProvider } from '../../../src/shell/modules/RegistryContext';
import type { Locale } from '../../../src/schema';

export function stubAuthProvider() {
  return {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => ({ roles: [], permissions: [] })),
    getIdentity: vi.fn(async () => ({ id: 1, fullName: 'Ada' })),
  } satisfies AuthProvider;
}

export interface ShellOptions {
  path?: string;
  locale?: Locale;
  authProvider?: AuthProvider;
}

export function renderShell(ui: ReactNode, { path = '/', locale = 'en-US', authProvider = stubAuthProvider() }: ShellOptions = {}) {
  return render(
    <RegistryProvider registry={buildRegistry()}>
      <TestMemoryRouter initialEntries={[path]}>
        <AdminContext authProvider={authProvider} i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
          {ui}
        </AdminContext>
      </TestMemoryRouter>
    </RegistryProvider>,
  );
}
