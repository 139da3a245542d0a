// Which route-table entry a browser path belongs to, and which view and record it shows. Generic
// resources also live at react-admin's own sub-paths (create, :id, :id/show) below their list.
import { matchPath } from 'react-router-dom';
import type { RouteEntry } from './types';

export interface RouteMatch {
  entry: RouteEntry;
  view: 'list' | 'show' | 'edit' | 'create' | 'screen';
  id?: string;
}

const RESOURCE_SUBPATHS: { suffix: string; view: RouteMatch['view'] }[] = [
  { suffix: '/create', view: 'create' },
  { suffix: '/:id/show', view: 'show' },
  { suffix: '/:id', view: 'edit' },
];

function matchEntry(entry: RouteEntry, pathname: string): (RouteMatch & { exact: boolean }) | undefined {
  const exact = matchPath({ path: entry.path, end: true }, pathname);
  if (exact) {
    const view = entry.resource ? (entry.view ?? 'list') : 'screen';
    return { entry, view, id: exact.params.id, exact: true };
  }
  if (!entry.resource || (entry.view && entry.view !== 'list')) return undefined;
  for (const { suffix, view } of RESOURCE_SUBPATHS) {
    const m = matchPath({ path: entry.path + suffix, end: true }, pathname);
    if (m) return { entry, view, id: m.params.id, exact: false };
  }
  return undefined;
}

/** The entry for `pathname`; exact paths win over react-admin's sub-paths of a list. */
export function matchRoute(pathname: string, table: RouteEntry[]): RouteMatch | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  let fallback: RouteMatch | undefined;
  for (const entry of table) {
    const found = matchEntry(entry, path);
    if (!found) continue;
    const { exact, ...m } = found;
    if (exact) return m;
    fallback ??= m;
  }
  return fallback;
}

/** The entry's parents, nearest last (a sub-screen's list, ...). */
export function parentChain(entry: RouteEntry, table: RouteEntry[]): RouteEntry[] {
  const chain: RouteEntry[] = [];
  let parent = entry.parent;
  while (parent) {
    const found = table.find((e) => e.specPath === parent && !e.inferredFrom) ?? table.find((e) => e.path === parent);
    if (!found || chain.includes(found)) break;
    chain.unshift(found);
    parent = found.parent;
  }
  return chain;
}
