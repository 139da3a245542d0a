import { describe, expect, it } from 'vitest';
import { buildRouteTable, isMenuVisible, toSpecPath, type RouteEntry } from '../../../src/routes';
import { buildRegistry } from '../../../src/registry';
import type { Principal } from '../../../src/schema';
import { loadSpecRoutes } from './specRoutes';
import { resources } from '../../../src/resources/declarations';

const { routeTable } = buildRegistry();

const sorted = (xs: string[] | undefined) => [...(xs ?? [])].sort();

describe('the route table against the spec (routes.json)', () => {
  const spec = loadSpecRoutes();
  const bySpecPath = new Map(spec.map((r) => [r.path, r]));

  // Screens of the product's own (a declaration's `own`) are checked by the declarations' spec test instead.
  const ownPaths = new Set(resources.filter((d) => d.own).flatMap((d) => [d.route, ...Object.values(d.routeAliases ?? {}).map((sub) => toSpecPath(`${d.route}/${sub}`))]));

  // Screens whose spec path is redacted ({token}) sit on a path of ours and answer to that entry's rule.
  const redactedByPath = new Map(
    resources.filter((d) => d.redactedRoute).map((d) => {
      const route = spec.find((r) => r.path === '{token}' && r.label === d.redactedRoute);
      if (!route || bySpecPath.has(d.route)) throw new Error(`${d.name}: redactedRoute "${d.redactedRoute}" is not a {token} route of routes.json, or ${d.route} is a spec path`);
      return [d.route, route] as const;
    }),
  );

  it('registers only spec paths (or declared own ones), each with the spec access rule', () => {
    const problems: string[] = [];
    for (const entry of routeTable) {
      if (ownPaths.has(entry.specPath)) {
        if (bySpecPath.has(entry.specPath)) problems.push(`${entry.specPath}: is a spec route; drop own`);
        continue;
      }
      // Our own sub-path under a spec screen answers to that screen's rule, and must not be a spec path itself.
      if (entry.inferredFrom && bySpecPath.has(entry.specPath)) problems.push(`${entry.specPath}: is a spec route now; drop routeParent`);
      const redacted = entry.redactedRoute ? spec.find((r) => r.path.startsWith('{token}') && r.label === entry.redactedRoute) : undefined;
      if (entry.redactedRoute && (!redacted || bySpecPath.has(entry.specPath))) problems.push(`${entry.specPath}: "${entry.redactedRoute}" is not a {token} route's label, or the path is a spec path`);
      const route = redacted ?? redactedByPath.get(entry.specPath) ?? bySpecPath.get(entry.inferredFrom ?? entry.specPath);
      if (!route) {
        problems.push(`${entry.specPath}: not a spec route`);
        continue;
      }
      const expected = route.permissions.length ? route.permissions : (route.suggestedPermissions ?? []);
      if (JSON.stringify(sorted(entry.access.permissions)) !== JSON.stringify(sorted(expected))) {
        problems.push(`${entry.specPath}: permissions ${JSON.stringify(entry.access.permissions)} != spec ${JSON.stringify(expected)}`);
      }
      if (JSON.stringify(sorted(entry.access.roles)) !== JSON.stringify(sorted(route.roles))) {
        problems.push(`${entry.specPath}: roles ${JSON.stringify(entry.access.roles ?? [])} != spec ${JSON.stringify(route.roles)}`);
      }
      const menuRule = entry.menu?.visibleTo?.permissions ?? null;
      if (entry.menu && route.menuPermissions && JSON.stringify(sorted(menuRule ?? undefined)) !== JSON.stringify(sorted(route.menuPermissions))) {
        problems.push(`${entry.specPath}: menu visible to ${JSON.stringify(menuRule)} != spec ${JSON.stringify(route.menuPermissions)}`);
      }
      if (entry.menu && Boolean(entry.menu.hidden) !== route.hiddenInMenu) problems.push(`${entry.specPath}: hidden-in-menu differs from the spec`);
    }
    const built = new Set(routeTable.filter((e) => !e.inferredFrom && !ownPaths.has(e.specPath) && !redactedByPath.has(e.specPath) && !e.redactedRoute).map((e) => e.specPath));
    const specPaths = new Set(spec.map((r) => r.path));
    console.log(`route coverage: ${[...built].filter((p) => specPaths.has(p)).length} screens built / ${specPaths.size} distinct spec routes (${spec.length} entries)`);
    expect(problems).toEqual([]);
  });

  it('writes router parameters the spec way', () => {
    expect(toSpecPath('/basic/customer/prepaidManagement/detail/:id')).toBe('/basic/customer/prepaidManagement/detail/{id}');
  });

  it('refuses a path registered twice', () => {
    const dup: RouteEntry = { path: routeTable[0].path, specPath: routeTable[0].specPath, access: { permissions: ['x'] } };
    expect(() => buildRouteTable([], [...routeTable, dup])).toThrow(/registered twice/);
  });
});

describe('menu visibility (document 1, section 2)', () => {
  const user = (perms: string[], roles: string[] = []): Principal => ({
    permissions: perms.map((name) => ({ name })),
    roles: roles.map((name) => ({ name, permissions: [] })),
  });
  const customers = routeTable.find((e) => e.path === '/basic/customer/customers')!;
  const bg = routeTable.find((e) => e.path === '/basic/customer/bgManagement')!;

  it('shows an entry to whoever may open the screen when it has no visible list', () => {
    expect(isMenuVisible(bg, user(['manage-bg']))).toBe(true);
    expect(isMenuVisible(bg, user(['view-crm']))).toBe(false);
    expect(isMenuVisible(bg, undefined)).toBe(false);
  });

  it('follows the visible list where the spec gives one (customers: view-crm)', () => {
    expect(isMenuVisible(customers, user(['view-crm']))).toBe(true);
    expect(isMenuVisible(customers, user(['manage-crm']))).toBe(false);
  });

  it('needs all listed permissions when the default flag is set, and accepts a listed role', () => {
    const entry: RouteEntry = { ...bg, menu: { group: 'basic', visibleTo: { permissions: ['a', 'b'], allRequired: true, roles: ['OP'] } } };
    expect(isMenuVisible(entry, user(['a']))).toBe(false);
    expect(isMenuVisible(entry, user(['a', 'b']))).toBe(true);
    expect(isMenuVisible(entry, user([], ['OP']))).toBe(true);
  });

  it('never shows an entry hidden by default', () => {
    const entry: RouteEntry = { ...bg, menu: { group: 'basic', hidden: true } };
    expect(isMenuVisible(entry, user(['manage-bg']))).toBe(false);
  });
});
