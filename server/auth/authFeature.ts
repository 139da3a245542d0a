// Sign-in features beyond the password login: captcha, registration and password recovery, the
// single-sign-on code exchange, the development OpenID provider, and switch account.
import type { FeatureRegistrar } from '../featureContext';
import { registerDevProvider } from './oidc/devProvider';
import { registerHhData } from './oidc/hhData';
import { registerLocalAccounts } from './recovery';
import { registerSwitchRoutes } from './switchRoutes';

export const authFeature: FeatureRegistrar = async (app, ctx) => {
  await registerLocalAccounts(app, ctx);
  await registerHhData(app, ctx);
  await registerDevProvider(app, ctx);
  registerSwitchRoutes(app, ctx);
};
