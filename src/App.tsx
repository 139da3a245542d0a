// The composition root: providers, shell, one <Resource> per declaration, the hand-written screens.
// "/" opens /home; an unknown path goes to "/".
import { Admin, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { appI18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { resources } from './resources/declarations';
import { LazyScreen } from './shell/lazy/LazyScreen';
import { customScreenRoutes } from './shell/screens/customScreenRoutes';
import { AppNotification } from './shell/AppNotification';
import { darkTheme, lightTheme } from './shell/theme/themes';
import { RootRedirect, UnknownPathRedirect } from './shell/redirects';
import { resourceProps } from './views/resourceConfig';
import { userPreferenceStore } from './views/list/preferenceStore';

// Shown only to a signed-out visitor: the sign-in form and its SSO code load with it.
const loadLoginPage = () => import('./login/LoginPage').then((m) => ({ default: m.LoginPage }));
const LoginPage = () => <LazyScreen load={loadLoginPage} />;

// Per-user list preferences survive sign-out (react-admin's store is emptied then).
const store = userPreferenceStore();

export function App() {
  return (
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
      disableTelemetry
      requireAuth
      dashboard={RootRedirect}
      catchAll={UnknownPathRedirect}
    >
      {resources.map((decl) => (
        <Resource key={decl.name} {...resourceProps(decl)} />
      ))}
      {customScreenRoutes()}
    </Admin>
  );
}
