// The composition root: the registry built once (src/registry: the modules found by folder, the slim
// index of the declarations) and handed down through RegistryContext, providers, shell, one <Resource>
// per declaration, the hand-written screens. "/" opens /home; an unknown path goes to "/".
import { Admin, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider, setDeclarationLoader } from './dataProvider';
import { appI18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { buildRegistry } from './registry';
import { LazyScreen } from './shell/lazy/LazyScreen';
import { RegistryProvider } from './shell/modules/RegistryContext';
import { customScreenRoutes } from './shell/screens/customScreenRoutes';
import { AppNotification } from './shell/AppNotification';
import { makeQueryClient } from './shell/queryClient';
import { darkTheme, lightTheme } from './shell/theme/themes';
import { RootRedirect, UnknownPathRedirect } from './shell/redirects';
import { resourceProps } from './views/resourceConfig';
import { userPreferenceStore } from './views/list/preferenceStore';

// Shown only to a signed-out visitor: the sign-in form and its SSO code load with it.
const loadLoginPage = () => import('./login/LoginPage').then((m) => ({ default: m.LoginPage }));
const LoginPage = () => <LazyScreen load={loadLoginPage} />;

// Per-user list preferences survive sign-out (react-admin's store is emptied then).
const store = userPreferenceStore();
const queryClient = makeQueryClient();

// Once, before the first render: it also gives the access rules and the first page's words to the
// providers.
const registry = buildRegistry();
// The dataProvider reads a resource's declaration through the registry (loaded with the first call).
setDeclarationLoader(registry.loadDeclarations);

export function App() {
  return (
    <RegistryProvider registry={registry}>
      <Admin
        title="Distribution Admin"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={appI18nProvider()}
        layout={Layout}
        theme={lightTheme}
        darkTheme={darkTheme}
        loginPage={LoginPage}
        notification={AppNotification}
        store={store}
        queryClient={queryClient}
        disableTelemetry
        requireAuth
        dashboard={RootRedirect}
        catchAll={UnknownPathRedirect}
      >
        {registry.resources.map((entry) => (
          <Resource key={entry.name} {...resourceProps(registry, entry)} />
        ))}
        {customScreenRoutes(registry.screens)}
      </Admin>
    </RegistryProvider>
  );
}
