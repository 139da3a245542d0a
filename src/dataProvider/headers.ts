// Headers every API call carries (document 1 section 7): the UI language, the bearer token and,
// after a single-sign-on login, the identity provider's ID and access tokens.
import { LOCALES, type Locale } from '../schema/types';
import { readStored, STORAGE_KEYS } from './storage';

let currentLocale: Locale | undefined;

/** Called by the i18nProvider whenever the UI language changes. */
export function setRequestLocale(locale: string): void {
  currentLocale = (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'en-US';
}

/** The language requests are sent in: the last one set, else the stored choice, else en-US. */
export function requestLocale(): Locale {
  if (currentLocale) return currentLocale;
  const stored = readStored(STORAGE_KEYS.locale);
  return stored && (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : 'en-US';
}

export function requestHeaders(extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ Accept: 'application/json', 'accept-language': requestLocale() });
  const token = readStored(STORAGE_KEYS.token);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const idToken = readStored(STORAGE_KEYS.idToken);
  if (idToken) headers.set('ID-Token', idToken);
  const accessToken = readStored(STORAGE_KEYS.accessToken);
  if (accessToken) headers.set('Access-Token', accessToken);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}
