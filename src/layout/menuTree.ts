// The menu's shape, derived from the route table: groups, then sections, then entries by menu order.
import type { RouteEntry } from '../routes';
import type { MenuGroup } from '../schema';
import { MENU_GROUP_ORDER, MENU_SECTION_ORDER } from '../i18n/app';

export type MenuEntry = RouteEntry & { menu: NonNullable<RouteEntry['menu']> };

export interface MenuSection {
  section?: string;
  entries: MenuEntry[];
}

export interface MenuGroupNode {
  group: MenuGroup;
  sections: MenuSection[];
}

/** Position in a written order; unknown names after the known ones, in the order they came. */
const rank = (order: readonly string[], name: string | undefined) => {
  const at = name === undefined ? -1 : order.indexOf(name);
  return at < 0 ? order.length : at;
};

/**
 * Groups and sections show in the order of their words (src/i18n/app.ts), so the menu does not
 * depend on the order modules are found in; entries sort by `menu.order`. A group
 * that has entries outside any section is shown flat: a section heading among loose entries reads
 * as one more entry (System's "Roles" above Users and Roles).
 */
export function menuTree(entries: MenuEntry[]): MenuGroupNode[] {
  const groups: MenuGroupNode[] = [];
  for (const entry of entries) {
    const { group, section } = entry.menu;
    let groupNode = groups.find((g) => g.group === group);
    if (!groupNode) groups.push((groupNode = { group, sections: [] }));
    let sectionNode = groupNode.sections.find((s) => s.section === section);
    if (!sectionNode) groupNode.sections.push((sectionNode = { section, entries: [] }));
    sectionNode.entries.push(entry);
  }
  const byOrder = (a: MenuEntry, b: MenuEntry) => (a.menu.order ?? 0) - (b.menu.order ?? 0);
  groups.sort((a, b) => rank(MENU_GROUP_ORDER, a.group) - rank(MENU_GROUP_ORDER, b.group));
  for (const g of groups) g.sections.sort((a, b) => rank(MENU_SECTION_ORDER, a.section) - rank(MENU_SECTION_ORDER, b.section));
  for (const g of groups) {
    if (g.sections.length > 1 && g.sections.some((s) => s.section === undefined)) g.sections = [{ entries: g.sections.flatMap((s) => s.entries) }];
    for (const s of g.sections) s.entries.sort(byOrder);
  }
  return groups;
}
