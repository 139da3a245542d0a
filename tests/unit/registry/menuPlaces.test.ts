// The menu's groups and sub-menus are declared by the areas (src/resources/<area>/menu.ts,
// src/custom/<area>/menu.ts): each once, with its order and its words in both languages.
import { describe, expect, it } from 'vitest';
import { menuPlaces } from '../../../src/registry/menuPlaces';
import { buildRegistry } from '../../../src/registry';
import { label } from '../../../src/schema/fields';
import { menuTree, type MenuEntry } from '../../../src/layout/menuTree';

describe('menu places', () => {
  it('gives the order and the words of each group and sub-menu, and refuses one declared by two areas', () => {
    const basic = { groups: { basic: { order: 10, label: label('Basic data', '基础数据') } }, sections: { hr: { order: 20, label: label('HR', '人事') } } };
    const { order, messages } = menuPlaces({ '../resources/basic/menu.ts': basic });
    expect(order).toEqual({ groups: { basic: 10 }, sections: { hr: 20 } });
    expect(messages['zh-CN']).toEqual({ app: { menu: { basic: '基础数据' }, section: { hr: '人事' } } });
    expect(() => menuPlaces({ '../resources/basic/menu.ts': basic, '../custom/basic/menu.ts': { sections: basic.sections } })).toThrow(/section "hr" is declared by \.\.\/custom\/basic\/menu\.ts and \.\.\/resources\/basic\/menu\.ts/);
  });

  it('orders every group and sub-menu of the route table', () => {
    const { routeTable, menuOrder } = buildRegistry();
    const undeclared = routeTable.flatMap((e) => (e.menu ? [e.menu.group in menuOrder.groups ? '' : e.menu.group, !e.menu.section || e.menu.section in menuOrder.sections ? '' : e.menu.section] : [])).filter(Boolean);
    expect(undeclared).toEqual([]);
  });

  it('keeps Management in its sub-menus: one entry declared without a sub-menu would flatten the whole group', () => {
    const { routeTable, menuOrder } = buildRegistry();
    const entries = routeTable.filter((e): e is MenuEntry => !!e.menu);
    const management = menuTree(entries, menuOrder).find((g) => g.group === 'management');
    expect(management?.sections.every((s) => s.section)).toBe(true);
    expect(management?.sections.length).toBeGreaterThan(5);
  });
});
