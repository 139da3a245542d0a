// The authProvider: password sign-in against the contract, the user kept in localStorage,
// permissions from the declarations' access rules.
import type { AuthProvider } from 'ra-core';
import { canAccessResource } from './access';
import { fetchMe, login, logout, type Credentials } from './session';
import { completeSsoSignIn, endSsoSession, resumeSsoRenewal } from './sso/flow';
import { currentToken, currentUser, identityOf, type AppUser } from './user';

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;

/** Re-reads the signed-in user from the server (after switching user, editing roles ...). */
export const refreshUser = (): Promise<AppUser> => fetchMe();

/** The stored user, or the server's when only the token survived (a cleared `user` key). */
async function signedInUser(): Promise<AppUser | undefined> {
  const user = currentUser();
  if (user || !currentToken()) return user;
  return fetchMe().catch(() => undefined);
}

export const authProvider: AuthProvider = {
  // `{ sso: 'callback' }` finishes a single sign-on at /auth/callback; anything else is a password sign-in.
  login: async (params: Credentials | { sso: 'callback' }) => {
    if ('sso' in params) await completeSsoSignIn();
    else await login(params);
  },

  // Our session first, then the provider's (the browser may leave for its end_session page:
  // react-admin must not navigate then; the provider sends the user back to /login).
  logout: async () => {
    await logout();
    const toProvider = await endSsoSession().catch(() => false);
    return toProvider ? false : undefined;
  },

  // No token: to the login page, without an error notice (a first visit is not an error).
  checkAuth: async () => {
    if (!currentToken()) throw { message: false };
    void resumeSsoRenewal();
  },

  // 401 (the dataProvider also maps 'Token has expired' and a 503 without Retry-After to it) signs
  // out; 403 keeps the user signed in (the action is just not allowed), and so does a busy server
  // (429 or 503 with Retry-After: the dataProvider keeps those statuses and says to try again).
  checkError: async (error: unknown) => {
    if (statusOf(error) === 401) throw new Error('ra.notification.logged_out');
  },

  getIdentity: async () => {
    const user = await signedInUser();
    if (!user) throw new Error('ra.auth.auth_check_error');
    return identityOf(user);
  },

  getPermissions: async () => {
    const user = await signedInUser();
    return user ? { roles: user.roles, permissions: user.permissions } : { roles: [], permissions: [] };
  },

  canAccess: async ({ resource, action }) => canAccessResource(currentUser(), resource, action),
};

export default authProvider;

export { canAccessResource, accessRuleFor, actionOf, registerAccessRules } from './access';
export { AUTH_PATHS, fetchMe, login, logout, type Credentials } from './session';
export { switchBack, switchedFromUserId, switchToUser } from './switchAccount';
export { clearCredentials, currentToken, currentUser, identityOf, storeToken, storeUser, toAppUser, type AppUser } from './user';
