// The single-sign-on cookie set (document 1 section 3): access token, ID token, user id, e-mail and
// the time they were stored; they expire one hour later. The helper cookie marks a provider
// sign-out already done, and is cleared only once older than two hours.
import { SSO_COOKIE_LIFETIME_MS, SSO_HELPER_COOKIE_MAX_AGE_MS } from '../../config';

export const SSO_COOKIES = {
  accessToken: 'sso_access_token',
  idToken: 'sso_id_token',
  userId: 'sso_user_id',
  email: 'sso_email',
  storedAt: 'sso_time',
} as const;
export const HELPER_COOKIE = 'sso_logout_helper';

function write(name: string, value: string, maxAgeMs: number) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${Math.floor(maxAgeMs / 1000)}; samesite=lax`;
}

const remove = (name: string) => {
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
};

export function readCookie(name: string): string | undefined {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit === undefined ? undefined : decodeURIComponent(hit.slice(name.length + 1));
}

export function storeSsoCookies(values: { accessToken: string; idToken: string; userId: string | number; email?: string | null }) {
  const set = (name: string, value: string) => write(name, value, SSO_COOKIE_LIFETIME_MS);
  set(SSO_COOKIES.accessToken, values.accessToken);
  set(SSO_COOKIES.idToken, values.idToken);
  set(SSO_COOKIES.userId, String(values.userId));
  set(SSO_COOKIES.email, values.email ?? '');
  set(SSO_COOKIES.storedAt, String(Date.now()));
}

export function clearSsoCookies() {
  for (const name of Object.values(SSO_COOKIES)) remove(name);
}

/** Whether the helper cookie holds the provider sign-out back; an old one is cleared first. */
export function helperCookieHolds(now = Date.now()): boolean {
  const value = readCookie(HELPER_COOKIE);
  if (value === undefined) return false;
  const storedAt = Number(value);
  if (!Number.isFinite(storedAt) || now - storedAt > SSO_HELPER_COOKIE_MAX_AGE_MS) {
    remove(HELPER_COOKIE);
    return false;
  }
  return true;
}

export function setHelperCookie(now = Date.now()) {
  // Kept a little longer than two hours so that the age check, not the browser, decides.
  write(HELPER_COOKIE, String(now), SSO_HELPER_COOKIE_MAX_AGE_MS * 2);
}
