// Each language's messages: en-US with the first page, zh-CN loaded when it is chosen (or, when it
// was chosen before, before the app starts: src/main.tsx), so an English first page carries
// no Chinese.
import type { TranslationMessages } from 'ra-core';
import type { Locale } from '../schema/types';
import { addAppMessages } from './app';
import { enMessages } from './en';

const loaded: Partial<Record<Locale, TranslationMessages>> = { 'en-US': enMessages };
const loading: Partial<Record<Locale, Promise<TranslationMessages>>> = {};

/** A language's messages if loaded. */
export const loadedMessages = (locale: Locale): TranslationMessages | undefined => loaded[locale];

/** Loads a language's messages once (a failed load is tried again next time). */
export function loadLocaleMessages(locale: Locale): Promise<TranslationMessages> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  return (loading[locale] ??= import('./zh')
    .then(({ zhMessages, appZh }) => {
      addAppMessages(locale, appZh);
      return (loaded[locale] = zhMessages);
    })
    .finally(() => delete loading[locale]));
}
