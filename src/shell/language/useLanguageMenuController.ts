// The header's language switch: changes the screen at once and saves the choice on the user, so
// the next sign-in (on any machine) opens in it. A failed save is said, the screen keeps the choice.
import { useState, type MouseEvent } from 'react';
import { useLocaleState, useLocales, useNotify } from 'react-admin';
import { toLocale } from '../../i18n';
import { saveUserLanguage } from './userLanguage';

export function useLanguageMenuController() {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = (requested: string) => {
    setAnchor(null);
    const next = toLocale(requested);
    if (next === locale) return;
    // Saved (and remembered in the stored user) before the screen switches: see rememberUserLanguage.
    const saving = saveUserLanguage(next);
    setLocale(next);
    saving.catch((error: Error) => notify('app.header.language_not_saved', { type: 'error', messageArgs: { error: error.message } }));
  };

  return {
    languages,
    locale,
    current: languages.find((l) => l.locale === locale)?.name ?? locale,
    anchor,
    open: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    close: () => setAnchor(null),
    choose,
  };
}
