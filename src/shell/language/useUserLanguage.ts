// Applies the signed-in user's language (after a password or single sign-on sign-in, and on
// reload); a user without one gets the language on screen stored (edit-user "stores the language
// when the user has none"), as does a choice made on the sign-in page.
import { useEffect } from 'react';
import { useGetIdentity, useLocaleState } from 'react-admin';
import { toLocale } from '../../i18n';
import { saveUserLanguage, takeLoginLanguageChoice, userLanguage } from './userLanguage';

export function useUserLanguage(): void {
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  const userId = identity?.id;
  useEffect(() => {
    if (userId === undefined) return;
    const chosen = takeLoginLanguageChoice();
    const stored = userLanguage();
    if (chosen && chosen !== stored) {
      void saveUserLanguage(chosen).catch(() => undefined);
      if (chosen !== locale) setLocale(chosen);
    } else if (stored) {
      if (stored !== locale) setLocale(stored);
    } else {
      void saveUserLanguage(toLocale(locale)).catch(() => undefined);
    }
  }, [userId, locale, setLocale]);
}
