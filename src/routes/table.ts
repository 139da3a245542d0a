// The route table: every screen this build has, at its spec path with its spec access rule.
// Generic screens come from the declarations' slim entries; hand-written screens (src/custom/<area>/<screen>)
// add theirs. The registry builds it once (src/registry); a spec route without a screen has no entry,
// so it is neither routed nor in the menu.
import { raName } from '../schema/names';
import type { ResourceEntry } from '../schema/resourceEntry';
import type { RouteEntry } from './types';

/** `detail/:id` -> `detail/{id}`: the spec writes parameters in braces. */
export const toSpecPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

function declarationRoutes(decl: ResourceEntry): RouteEntry[] {
  const list: RouteEntry = {
    path: decl.route,
    specPath: decl.route,
    access: decl.access,
    menu: decl.menu,
    resource: raName(decl),
    resourceLabel: decl.label,
    view: 'list',
    ...(decl.routeParent ? { inferredFrom: decl.routeParent, parent: decl.routeParent } : {}),
  };
  const aliases = Object.entries(decl.routeAliases ?? {}).map(([view, sub]) => {
    const path = `${decl.route}/${sub}`;
    return { path, specPath: toSpecPath(path), access: decl.access, parent: decl.route, resource: raName(decl), resourceLabel: decl.label, view: view as 'show' | 'edit' | 'create' };
  });
  return [list, ...aliases];
}

/** The table of the given declarations (slim entries) and hand-written screens' route entries. */
export function buildRouteTable(decls: Pick<ResourceEntry, 'route' | 'routeParent' | 'routeAliases' | 'access' | 'menu' | 'label'>[], custom: RouteEntry[]): RouteEntry[] {
  const table = [...decls.flatMap((d) => declarationRoutes(d as ResourceEntry)), ...custom];
  const seen = new Set<string>();
  for (const entry of table) {
    if (seen.has(entry.path)) throw new Error(`route table: "${entry.path}" is registered twice`);
    seen.add(entry.path);
  }
  return table;
}
