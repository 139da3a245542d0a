// The route table: every screen this build has, at its spec path with its spec access rule.
// Generic screens come from the declarations; hand-written screens (src/custom/<area>/<screen>) add their entries
// to `customRoutes`. A spec route without a screen has no entry, so it is neither routed nor in the menu.
import { customScreens } from '../registry';
import { raName, resources } from '../resources/declarations';
import type { ResourceDeclaration } from '../schema';
import type { RouteEntry } from './types';

/** `detail/:id` -> `detail/{id}`: the spec writes parameters in braces. */
export const toSpecPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

function declarationRoutes(decl: ResourceDeclaration): RouteEntry[] {
  const list: RouteEntry = {
    path: decl.route,
    specPath: decl.route,
    access: decl.access,
    menu: decl.menu,
    resource: raName(decl),
    view: 'list',
    ...(decl.routeParent ? { inferredFrom: decl.routeParent, parent: decl.routeParent } : {}),
  };
  const aliases = Object.entries(decl.routeAliases ?? {}).map(([view, sub]) => {
    const path = `${decl.route}/${sub}`;
    return { path, specPath: toSpecPath(path), access: decl.access, parent: decl.route, resource: raName(decl), view: view as 'show' | 'edit' | 'create' };
  });
  return [list, ...aliases];
}

/** Hand-written screens (src/custom/<area>/<screen>) with their route entries. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export const customRoutes: RouteEntry[] = customScreens.map(({ load, noLayout, ...entry }) => entry);

export function buildRouteTable(decls: ResourceDeclaration[] = resources, custom: RouteEntry[] = customRoutes): RouteEntry[] {
  const table = [...decls.flatMap(declarationRoutes), ...custom];
  const seen = new Set<string>();
  for (const entry of table) {
    if (seen.has(entry.path)) throw new Error(`route table: "${entry.path}" is registered twice`);
    seen.add(entry.path);
  }
  return table;
}

export const routeTable: RouteEntry[] = buildRouteTable();
