// Each language's messages: en-US with the first page, zh-CN loaded when it is chosen (or, when it
// was chosen before, before the app starts: src/main.tsx), so an English first page carries
// no Chinese.
import type { TranslationMessages } from 'ra-core';
import type { Locale } from '../schema/types';
import { addAppMessages, type AppMessages } from './app';
import { enMessages } from './en';

const loaded: Partial<Record<Locale, TranslationMessages>> = { 'en-US': enMessages };
const loading: Partial<Record<Locale, Promise<TranslationMessages>>> = {};

/** Each language not on the first page: its chunk, giving the whole catalogue and the app's own part. */
const LOADERS: Partial<Record<Locale, () => Promise<{ messages: TranslationMessages; app: AppMessages }>>> = {
  'zh-CN': () => import('./zh').then((m) => ({ messages: m.zhMessages, app: m.appZh })),
};

/** A language's messages if loaded. */
export const loadedMessages = (locale: Locale): TranslationMessages | undefined => loaded[locale];

/** Loads a language's messages once (a failed load is tried again next time). */
export function loadLocaleMessages(locale: Locale): Promise<TranslationMessages> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  const load = LOADERS[locale];
  if (!load) return Promise.reject(new Error(`i18n: no messages for ${locale}`));
  return (loading[locale] ??= load()
    .then(({ messages, app }) => {
      addAppMessages(locale, app);
      return (loaded[locale] = messages);
    })
    .finally(() => delete loading[locale]));
}
