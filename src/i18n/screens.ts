// Messages of hand-written screens, one module per screen (src/custom/<screen>/messages.ts), each
// with both languages under its own key (e.g. `screens.home`). Add a screen's module to the list.
import { accountMessages } from '../custom/account/messages';
import { eventLogMessages } from '../custom/eventLog/messages';
import { homeMessages } from '../custom/home/messages';
import { myInfoMessages } from '../custom/myInfo/messages';
import { notificationsMessages } from '../custom/notifications/messages';
import { notifyManagementMessages } from '../custom/notifyManagement/messages';
import { ratioGridMessages } from '../custom/ratioGrid/messages';
import { roleManagementMessages } from '../custom/roleManagement/messages';
import { userManagementMessages } from '../custom/userManagement/messages';
import { searchMessages } from '../custom/search/messages';
import type { Locale } from '../schema/types';
import { actionMessages } from '../views/actions/messages';

export type ScreenMessages = Record<Locale, object>;

export const screenMessages: ScreenMessages[] = [
  userManagementMessages,
  roleManagementMessages,
  myInfoMessages,
  accountMessages,
  actionMessages,
  homeMessages,
  searchMessages,
  notificationsMessages,
  notifyManagementMessages,
  eventLogMessages,
  ratioGridMessages,
];

export const screenMessagesOf = (locale: Locale) => screenMessages.map((m) => m[locale]);
