// The registry of hand-written screens (one folder per screen, each exporting a CustomScreen).
// The route table and the menu read their entries from here; App.tsx renders them lazily.
import { accountScreens } from './account';
import { eventLogScreen } from './eventLog';
import { apiDocScreen } from './apiDoc';
import { homeScreen } from './home';
import { myInfoScreen } from './myInfo';
import { notificationsScreen } from './notifications';
import { notifyManagementScreen } from './notifyManagement';
import { ratioGridScreen } from './ratioGrid';
import { roleEditScreen, roleManagementScreen } from './roleManagement';
import { userManagementScreen } from './userManagement';
import { searchScreen } from './search';
import { slocInventoriesScreen } from './slocInventories';
import type { CustomScreen } from './types';

export const customScreens: CustomScreen[] = [
  userManagementScreen,
  roleManagementScreen,
  roleEditScreen,
  myInfoScreen,
  homeScreen,
  searchScreen,
  slocInventoriesScreen,
  ...accountScreens,
  notificationsScreen,
  notifyManagementScreen,
  eventLogScreen,
  ratioGridScreen,
  apiDocScreen,
];

export type { CustomScreen } from './types';
