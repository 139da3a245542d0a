// The menu's shape: sections under their group, and a group with loose entries shown flat, so a
// section heading never sits among entries as if it were one.
import { describe, expect, it } from 'vitest';
import { menuTree, type MenuEntry } from '../../../src/layout/menuTree';
import type { MenuGroup } from '../../../src/schema';

// Declared by the areas (src/resources/<area>/menu.ts): basic before management before system; customer before company.
const order = { groups: { basic: 10, management: 20, my: 50, system: 70 }, sections: { customer: 10, company: 30, hr: 20, material: 50, roles: 390, events: 190 } };

const entry = (path: string, group: string, order: number, section?: string): MenuEntry =>
  ({ path, specPath: path, access: { permissions: [] }, menu: { group: group as MenuGroup, order, ...(section ? { section } : {}) } }) as MenuEntry;

describe('the menu tree', () => {
  it('keeps sections when every entry of the group is in one', () => {
    const tree = menuTree([entry('/b', 'basic', 2, 'customer'), entry('/a', 'basic', 1, 'customer'), entry('/h', 'basic', 1, 'hr')], order);
    expect(tree).toHaveLength(1);
    expect(tree[0].sections.map((s) => [s.section, s.entries.map((e) => e.path)])).toEqual([
      ['customer', ['/a', '/b']],
      ['hr', ['/h']],
    ]);
  });

  it('shows a group that mixes loose and sectioned entries flat, by menu order', () => {
    const tree = menuTree([entry('/config', 'system', 40), entry('/roles', 'system', 2, 'roles'), entry('/users', 'system', 1, 'roles'), entry('/log', 'system', 30)], order);
    expect(tree[0].sections).toEqual([{ entries: expect.any(Array) }]);
    expect(tree[0].sections[0].entries.map((e) => e.path)).toEqual(['/users', '/roles', '/log', '/config']);
  });

  it('keeps a lone section of a group as it is', () => {
    const tree = menuTree([entry('/n', 'my', 0, 'events')], order);
    expect(tree[0].sections[0].section).toBe('events');
  });

  it('orders groups and sections as their areas declare, not by the order modules are found in', () => {
    const tree = menuTree([entry('/s', 'system', 1), entry('/c', 'basic', 1, 'company'), entry('/m', 'management', 1, 'material'), entry('/u', 'basic', 1, 'customer')], order);
    expect(tree.map((g) => g.group)).toEqual(['basic', 'management', 'system']);
    expect(tree[0].sections.map((s) => s.section)).toEqual(['customer', 'company']);
  });
});
