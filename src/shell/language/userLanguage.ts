// The interface language is the signed-in user's (document 1 section 7: edit-user `language`, sent
// back as accept-language): applied after sign-in and on reload, saved when the user switches.
import { currentUser, storeUser } from '../../authProvider/user';
import { requestJson } from '../../dataProvider';
import { LOCALES, type Locale } from '../../schema/types';

const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language stored on the signed-in user, when it is one this build has. */
export function userLanguage(): Locale | undefined {
  const language = currentUser()?.language;
  return isLocale(language) ? language : undefined;
}

/**
 * Writes the choice into the stored user first, so the sign-in check (useUserLanguage) agrees with
 * the screen while the call runs and after react-admin re-mounts the page for the new language.
 */
export function rememberUserLanguage(locale: Locale): void {
  const user = currentUser();
  if (user && user.language !== locale) storeUser({ ...user, language: locale });
}

// Saves run one after another, so the last choice is the one the account keeps.
let saving: Promise<unknown> = Promise.resolve();

/** Remembers the choice and saves it on the user with their own-profile call (PUT /api/v1/user/{id}). */
export function saveUserLanguage(locale: Locale): Promise<void> {
  const user = currentUser();
  if (!user) return Promise.resolve();
  rememberUserLanguage(locale);
  const save = saving.then(async () => {
    await requestJson(`/api/v1/user/${Number(user.id)}`, { method: 'PUT', body: { language: locale } });
  });
  saving = save.catch(() => undefined);
  return save;
}

// A language picked on the sign-in page is what the user wants to work in: it is saved on the
// account at sign-in instead of being replaced by the account's stored one.
let loginChoice: Locale | undefined;

export function noteLoginLanguageChoice(locale: string): void {
  loginChoice = isLocale(locale) ? locale : undefined;
}

export function takeLoginLanguageChoice(): Locale | undefined {
  const choice = loginChoice;
  loginChoice = undefined;
  return choice;
}
