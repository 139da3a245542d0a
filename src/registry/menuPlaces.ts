// The menu places of every area (src/schema/menuPlaces.ts), found by folder: their order for the menu
// tree and their words (`app.menu.<group>`, `app.section.<section>`) for the first page.
import type { ScreenMessages } from '../i18n/types';
import type { AreaMenu, MenuOrder, MenuPlace } from '../schema/menuPlaces';

export function menuPlaces(areas: Record<string, AreaMenu>): { order: MenuOrder; messages: ScreenMessages } {
  const groups = new Map<string, [string, MenuPlace]>();
  const sections = new Map<string, [string, MenuPlace]>();
  const add = (into: Map<string, [string, MenuPlace]>, kind: string, path: string, places: Record<string, MenuPlace | undefined> = {}) => {
    for (const [name, place] of Object.entries(places)) {
      if (!place) continue;
      const other = into.get(name)?.[0];
      if (other) throw new Error(`menu: ${kind} "${name}" is declared by ${other} and ${path}`);
      into.set(name, [path, place]);
    }
  };
  for (const path of Object.keys(areas).sort()) {
    add(groups, 'group', path, areas[path].groups);
    add(sections, 'section', path, areas[path].sections);
  }
  const orderOf = (places: Map<string, [string, MenuPlace]>) => Object.fromEntries([...places].map(([name, [, p]]) => [name, p.order]));
  const words = (places: Map<string, [string, MenuPlace]>, zh: boolean) => Object.fromEntries([...places].map(([name, [, p]]) => [name, zh ? p.label.zh : p.label.en]));
  const of = (zh: boolean) => ({ app: { menu: words(groups, zh), section: words(sections, zh) } });
  return { order: { groups: orderOf(groups), sections: orderOf(sections) }, messages: { 'en-US': of(false), 'zh-CN': of(true) } };
}
