// Where a route-table screen's words come from, in one place: the menu group and sub-menu are app
// messages (`app.menu.<group>`, `app.section.<section>`), the screen is its own label or its
// declaration's. The menu, breadcrumbs and the label test read these, so a new section without words fails.
import type { Label } from '../schema';
import type { RouteEntry } from './types';

export const menuGroupKey = (group: string) => `app.menu.${group}`;
export const menuSectionKey = (section: string) => `app.section.${section}`;

/** The screen's label in both languages, or undefined when it has none (a bug the label test catches). */
export const screenLabelOf = (entry: RouteEntry): Label | undefined => entry.label ?? entry.resourceLabel;
