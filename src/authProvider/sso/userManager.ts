// One oidc-client-ts UserManager per page: authorization code with PKCE, the provider's user kept
// in session storage, renewed automatically a minute before the access token expires. The library
// is loaded only when single sign-on is used.
import type { User, UserManager } from 'oidc-client-ts';
import { callbackPath, ssoSettings } from './config';

let manager: Promise<UserManager> | undefined;

/** Called with every new or renewed user, so the API headers and cookies follow the tokens. */
let onTokens: ((user: User) => void) | undefined;
export const setTokenListener = (listener: (user: User) => void) => {
  onTokens = listener;
};

export function userManager(): Promise<UserManager> {
  const settings = ssoSettings();
  if (!settings) return Promise.reject(new Error('single sign-on is not configured'));
  manager ??= import('oidc-client-ts').then(({ UserManager, WebStorageStateStore }) => {
    const origin = window.location.origin;
    const m = new UserManager({
      authority: settings.issuer,
      client_id: settings.clientId,
      redirect_uri: origin + callbackPath,
      post_logout_redirect_uri: `${origin}/login`,
      response_type: 'code',
      scope: ['openid', 'profile', settings.scope].filter(Boolean).join(' '),
      userStore: new WebStorageStateStore({ store: window.sessionStorage }),
      automaticSilentRenew: true,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      loadUserInfo: true,
    });
    m.events.addUserLoaded((user) => onTokens?.(user));
    return m;
  });
  return manager;
}

/** Whether this tab keeps a provider user (oidc-client-ts stores it as `oidc.user:<issuer>:<client>`). */
function hasStoredUser(): boolean {
  try {
    return Object.keys(window.sessionStorage).some((key) => key.startsWith('oidc.user:'));
  } catch {
    return false;
  }
}

/** The provider's user of this tab, if this tab signed in with single sign-on (the library stays unloaded otherwise). */
export async function ssoUser(): Promise<User | null> {
  if (!ssoSettings() || !hasStoredUser()) return null;
  return (await userManager()).getUser();
}
