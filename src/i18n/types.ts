import type { Locale } from '../schema/types';

/** Words of a screen or module: both languages, each under its own key (e.g. `screens.home`). */
export type ScreenMessages = Record<Locale, object>;
