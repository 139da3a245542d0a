// Messages of the generic record actions. Each module gives its own in both languages under its own
// key (e.g. `screens.home`) in its definition (src/resources|custom/<area>/<module>/index.ts); the
// registry adds those (i18n/moduleMessages.ts), so this file names no module.
import type { Locale } from '../schema/types';
import type { ScreenMessages } from './types';
import { actionMessages } from '../views/actions/messages';

export type { ScreenMessages } from './types';

export const screenMessages: ScreenMessages[] = [actionMessages];

export const screenMessagesOf = (locale: Locale) => screenMessages.map((m) => m[locale]);
