// The registry of hand-written screens (one folder per screen, each exporting a CustomScreen).
// The route table and the menu read their entries from here; App.tsx renders them lazily.
import type { CustomScreen } from './types';

export const customScreens: CustomScreen[] = [];

export type { CustomScreen } from './types';
