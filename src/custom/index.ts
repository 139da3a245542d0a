// The registry of hand-written screens (one folder per screen, each exporting a CustomScreen).
// The route table and the menu read their entries from here; App.tsx renders them lazily.
import { homeScreen } from './home';
import { searchScreen } from './search';
import type { CustomScreen } from './types';

export const customScreens: CustomScreen[] = [
  homeScreen,
  searchScreen,
];

export type { CustomScreen } from './types';
