// Messages of hand-written screens, one module per screen (src/custom/<screen>/messages.ts), each
// with both languages under its own key (e.g. `screens.home`). Add a screen's module to the list.
import { homeMessages } from '../custom/home/messages';
import { searchMessages } from '../custom/search/messages';
import type { Locale } from '../schema/types';

export type ScreenMessages = Record<Locale, object>;

export const screenMessages: ScreenMessages[] = [
  homeMessages,
  searchMessages,
];

export const screenMessagesOf = (locale: Locale) => screenMessages.map((m) => m[locale]);
