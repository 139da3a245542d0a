// Messages of hand-written screens and record actions: each module gives both languages under its
// own key (e.g. `screens.home`) in its definition (src/resources|custom/<area>/<module>/index.ts).
import { moduleMessages } from '../registry';
import type { Locale } from '../schema/types';
import type { ScreenMessages } from './types';
import { actionMessages } from '../views/actions/messages';

export type { ScreenMessages } from './types';

export const screenMessages: ScreenMessages[] = [actionMessages, ...moduleMessages];

export const screenMessagesOf = (locale: Locale) => screenMessages.map((m) => m[locale]);
