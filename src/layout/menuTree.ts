// The menu's shape, derived from the route table: groups, then sections, then entries by menu order.
import type { RouteEntry } from '../routes';
import type { MenuGroup, MenuOrder } from '../schema';

export type MenuEntry = RouteEntry & { menu: NonNullable<RouteEntry['menu']> };

export interface MenuSection {
  section?: string;
  entries: MenuEntry[];
}

export interface MenuGroupNode {
  group: MenuGroup;
  sections: MenuSection[];
}

/** Position by the declared order; undeclared names after the declared ones, in the order they came (a stable sort). */
const rank = (order: Record<string, number>, name: string | undefined) => (name !== undefined && Object.hasOwn(order, name) ? order[name] : Number.MAX_SAFE_INTEGER);

/**
 * Groups and sections show in the order their areas declare (src/schema/menuPlaces.ts), so the menu
 * does not depend on the order modules are found in; entries sort by `menu.order`. A group
 * that has entries outside any section is shown flat: a section heading among loose entries reads
 * as one more entry (System's "Roles" above Users and Roles).
 */
export function menuTree(entries: MenuEntry[], order: MenuOrder): MenuGroupNode[] {
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
  groups.sort((a, b) => rank(order.groups, a.group) - rank(order.groups, b.group));
  for (const g of groups) g.sections.sort((a, b) => rank(order.sections, a.section) - rank(order.sections, b.section));
  for (const g of groups) {
    if (g.sections.length > 1 && g.sections.some((s) => s.section === undefined)) g.sections = [{ entries: g.sections.flatMap((s) => s.entries) }];
    for (const s of g.sections) s.entries.sort(byOrder);
  }
  return groups;
}
