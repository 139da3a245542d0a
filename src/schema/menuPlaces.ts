// The menu's groups and sub-menus: where each sits (`order`, smaller first) and what it is called, in
// both languages. Each area declares the ones its screens fill, in its own menu.ts
// (src/resources/<area>/menu.ts, src/custom/<area>/menu.ts), found by folder by the registry; a
// group or sub-menu is declared once, by one area (docs/decisions.md: "Menu places by area").
import type { Label, MenuGroup } from './types';

export interface MenuPlace {
  /** Smaller first; groups compare with groups, a group's sub-menus with each other. */
  order: number;
  label: Label;
}

/** An area's menu places: groups by name, sub-menus by the name of their route's second segment. */
export interface AreaMenu {
  groups?: Partial<Record<MenuGroup, MenuPlace>>;
  sections?: Record<string, MenuPlace>;
}

/** The order of every declared group and sub-menu, as the menu tree sorts them. */
export interface MenuOrder {
  groups: Record<string, number>;
  sections: Record<string, number>;
}

export const defineAreaMenu = (menu: AreaMenu): AreaMenu => menu;
