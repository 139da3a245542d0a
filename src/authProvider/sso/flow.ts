// The single-sign-on journey: off to the provider, back at /auth/callback, the ID token traded for
// our session on GET /api/v1/auth/me, and at logout the provider's session ended (end_session).
import type { User } from 'oidc-client-ts';
import { AUTH_PATHS, fetchMe } from '../session';
import { requestJson } from '../../dataProvider/http';
import { removeStored, STORAGE_KEYS, writeStored } from '../../dataProvider/storage';
import { clearCredentials, currentUser, storeToken, type AppUser } from '../user';
import { clearSsoCookies, helperCookieHolds, setHelperCookie, storeSsoCookies } from './cookies';
import { setTokenListener, ssoUser, userManager } from './userManager';

/** The ID and access tokens go with every API call (ID-Token, Access-Token headers) and into the cookie set. */
function keepTokens(user: User, userId?: string | number) {
  writeStored(STORAGE_KEYS.idToken, user.id_token ?? '');
  writeStored(STORAGE_KEYS.accessToken, user.access_token);
  storeSsoCookies({ accessToken: user.access_token, idToken: user.id_token ?? '', userId: userId ?? user.profile.sub, email: user.profile.email });
}

// Silent renewal: the new tokens replace the old ones, for the same local user.
setTokenListener((user) => keepTokens(user, currentUser()?.id));

export async function startSsoSignIn(): Promise<void> {
  await (await userManager()).signinRedirect();
}

/** At /auth/callback: finishes the code exchange (PKCE) and signs in to our server with the ID token. */
export async function completeSsoSignIn(): Promise<AppUser> {
  clearCredentials();
  const manager = await userManager();
  const user = await manager.signinRedirectCallback();
  keepTokens(user);
  const body = (await requestJson(AUTH_PATHS.me)) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error('no session token in the answer');
  storeToken(body.token);
  const me = await fetchMe();
  keepTokens(user, me.id);
  return me;
}

/** Picks up silent renewal again after a page reload of a single-sign-on session. */
export async function resumeSsoRenewal(): Promise<void> {
  await ssoUser().catch(() => null);
}

/**
 * Signs out of the provider too, unless the helper cookie says that was done lately. Answers
 * whether the browser is on its way to the provider (which then returns to /login).
 */
export async function endSsoSession(): Promise<boolean> {
  const user = await ssoUser().catch(() => null);
  clearSsoCookies();
  removeStored(STORAGE_KEYS.idToken, STORAGE_KEYS.accessToken);
  if (!user) return false;
  const manager = await userManager();
  await manager.removeUser();
  if (helperCookieHolds()) return false;
  setHelperCookie();
  await manager.signoutRedirect({ id_token_hint: user.id_token });
  return true;
}
