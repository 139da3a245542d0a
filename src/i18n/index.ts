// The i18nProvider: en-US by default (document 1 section 9), zh-CN on request. The choice is kept
// in localStorage `locale` and sent with every API call as accept-language, so the server's
// messages come back in the same language as the screen.
import type { I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { setRequestLocale } from '../dataProvider/headers';
import { readStored, STORAGE_KEYS, writeStored } from '../dataProvider/storage';
import { LOCALES, type Locale } from '../schema/types';
import { loadedMessages, loadLocaleMessages } from './locales';
import { mergeMessages } from './merge';
import { loadedModuleMessages, onModuleMessages } from './moduleMessages';

export const DEFAULT_LOCALE: Locale = 'en-US';

export const AVAILABLE_LOCALES: { locale: Locale; name: string }[] = [
  { locale: 'en-US', name: 'English' },
  { locale: 'zh-CN', name: '简体中文' },
];

/** A supported locale, or the default for anything else. */
export const toLocale = (value: string | null | undefined): Locale =>
  value && (LOCALES as readonly string[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;

/** The stored choice, else en-US. */
export const storedLocale = (): Locale => toLocale(readStored(STORAGE_KEYS.locale));

/** The provider; the initial language's messages must be loaded (loadLocaleMessages). */
export function createI18nProvider(initial: Locale = storedLocale()): I18nProvider {
  if (!loadedMessages(initial)) throw new Error(`i18n: the ${initial} messages are not loaded`);
  setRequestLocale(initial);
  const withModules = (base: TranslationMessages, locale: Locale) => {
    const extra = loadedModuleMessages().map((m) => m[locale]);
    return extra.length ? mergeMessages(base, ...extra) : base;
  };
  // Sync for a loaded language; a Promise (which polyglot waits for) for one chosen the first time.
  const messagesOf = (locale: Locale) => {
    const ready = loadedMessages(locale);
    return ready ? withModules(ready, locale) : loadLocaleMessages(locale).then((messages) => withModules(messages, locale));
  };
  // allowMissing: a missing key shows the key (or react-admin's `_` default) without console noise.
  const base = polyglotI18nProvider((locale) => messagesOf(toLocale(locale)), initial, AVAILABLE_LOCALES, { allowMissing: true });
  // A screen's module messages arrive before the screen renders: rebuild the current phrases.
  onModuleMessages(() => base.changeLocale(base.getLocale()));
  return {
    ...base,
    changeLocale: async (requested: string, options?: unknown) => {
      const locale = toLocale(requested);
      await base.changeLocale(locale, options);
      writeStored(STORAGE_KEYS.locale, locale);
      setRequestLocale(locale);
    },
  };
}

let appProvider: I18nProvider | undefined;

/**
 * The app's provider, made at its first render: main.tsx loads a Chinese user's messages before
 * that (an English first page carries none), and if they failed to load the app starts in English.
 */
export function appI18nProvider(): I18nProvider {
  return (appProvider ??= createI18nProvider(loadedMessages(storedLocale()) ? storedLocale() : DEFAULT_LOCALE));
}

export { appMessagesOf, interpolate, type AppMessages } from './app';
export { enMessages } from './en';
export { loadLocaleMessages } from './locales';
export { resourceMessages, resourceMessagesOf, SYSTEM_FIELD_LABELS } from './resources';
export { formatNumber, formatMoney, formatDate, formatDateTime, fileDateSuffix } from './format';
export { messageKeys } from './merge';
