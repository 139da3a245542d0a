// The i18nProvider: en-US by default (document 1 section 9), zh-CN on request. The choice is kept
// in localStorage `locale` and sent with every API call as accept-language, so the server's
// messages come back in the same language as the screen.
import type { I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { setRequestLocale } from '../dataProvider/headers';
import { readStored, STORAGE_KEYS, writeStored } from '../dataProvider/storage';
import { LOCALES, type Locale } from '../schema/types';
import { enMessages } from './en';
import { zhMessages } from './zh';
import { mergeMessages } from './merge';
import { loadedModuleMessages, onModuleMessages } from './moduleMessages';

export const DEFAULT_LOCALE: Locale = 'en-US';

export const AVAILABLE_LOCALES: { locale: Locale; name: string }[] = [
  { locale: 'en-US', name: 'English' },
  { locale: 'zh-CN', name: '简体中文' },
];

export const messagesByLocale: Record<Locale, TranslationMessages> = { 'en-US': enMessages, 'zh-CN': zhMessages };

/** A supported locale, or the default for anything else. */
export const toLocale = (value: string | null | undefined): Locale =>
  value && (LOCALES as readonly string[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;

/** The stored choice, else en-US. */
export const storedLocale = (): Locale => toLocale(readStored(STORAGE_KEYS.locale));

export function createI18nProvider(initial: Locale = storedLocale()): I18nProvider {
  setRequestLocale(initial);
  // allowMissing: a missing key shows the key (or react-admin's `_` default) without console noise.
  const messagesOf = (locale: Locale) => {
    const extra = loadedModuleMessages().map((m) => m[locale]);
    return extra.length ? mergeMessages(messagesByLocale[locale], ...extra) : messagesByLocale[locale];
  };
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

export const i18nProvider: I18nProvider = createI18nProvider();

export { appMessages, interpolate, type AppMessages } from './app';
export { enMessages } from './en';
export { zhMessages, chineseMessages } from './zh';
export { resourceMessages, resourceMessagesOf, SYSTEM_FIELD_LABELS } from './resources';
export { formatNumber, formatMoney, formatDate, formatDateTime, fileDateSuffix } from './format';
export { messageKeys } from './merge';
