// The permission catalogue is derived from the spec's route digest (routes.json): every permission
// a route names (its access list, its menu-visibility list, or our suggested list where the spec
// gives none), grouped under the menu group of the first route that names it.

export interface SpecRouteLike {
  path: string;
  group: string;
  permissions?: string[] | null;
  menuPermissions?: string[] | null;
  suggestedPermissions?: string[] | null;
  roles?: string[] | null;
}

export interface PermissionGroup {
  /** The menu group (routes.json `group`: basic, management, system, ...). */
  group: string;
  permissions: string[];
}

export function derivePermissionGroups(routes: SpecRouteLike[]): PermissionGroup[] {
  const groups = new Map<string, Set<string>>();
  const seen = new Set<string>();
  for (const route of routes) {
    const names = [...(route.permissions ?? []), ...(route.menuPermissions ?? []), ...(route.suggestedPermissions ?? [])];
    for (const name of names) {
      if (seen.has(name)) continue;
      seen.add(name);
      const set = groups.get(route.group) ?? new Set<string>();
      set.add(name);
      groups.set(route.group, set);
    }
  }
  return [...groups].map(([group, set]) => ({ group, permissions: [...set].sort() }));
}

/** Role names the routes check (role checks are by name, so these roles must keep their names). */
export function deriveRoleNames(routes: SpecRouteLike[]): string[] {
  return [...new Set(routes.flatMap((r) => r.roles ?? []))].sort();
}

/** The generated module's text. */
export function catalogueModule(routes: SpecRouteLike[]): string {
  const groups = derivePermissionGroups(routes);
  const lines = groups.map((g) => `  { group: ${JSON.stringify(g.group)}, permissions: ${JSON.stringify(g.permissions)} },`);
  return [
    '// Generated from docs/spec/routes.json by `npx tsx server/modules/system/admin/catalogue/generate.ts`; do not edit.',
    "import type { PermissionGroup } from './derive';",
    '',
    'export const SPEC_PERMISSION_GROUPS: PermissionGroup[] = [',
    ...lines,
    '];',
    '',
    `export const SPEC_ROLE_NAMES: string[] = ${JSON.stringify(deriveRoleNames(routes))};`,
    '',
  ].join('\n');
}
