// Which route-table entry a browser path belongs to, and which view and record it shows. Generic
// resources also live at react-admin's own sub-paths (create, :id, :id/show) below their list.
import { matchPath } from 'react-router-dom';
import type { RouteEntry } from './types';

export interface RouteMatch {
  entry: RouteEntry;
  view: 'list' | 'show' | 'edit' | 'create' | 'screen';
  id?: string;
}

/** React Router's ranking inside a resource, so the heading names the screen the router renders: a
 *  literal segment (`create`) beats a parameter (an alias `:id`), whichever entry declared it. */
const specificity = (pattern: string) =>
  pattern
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score + (segment.startsWith(':') ? 3 : 10), 0);

// A hand-written screen's route sits beside the resource's `<list>/*` and, having no splat, wins there.
const HAND_WRITTEN = 1e6;

const RESOURCE_SUBPATHS: { suffix: string; view: RouteMatch['view'] }[] = [
  { suffix: '/create', view: 'create' },
  { suffix: '/:id/show', view: 'show' },
  { suffix: '/:id', view: 'edit' },
];

function matchEntry(entry: RouteEntry, pathname: string): (RouteMatch & { score: number }) | undefined {
  const exact = matchPath({ path: entry.path, end: true }, pathname);
  if (exact) {
    if (!entry.resource) return { entry, view: 'screen', id: exact.params.id, score: HAND_WRITTEN };
    // Half a point: on a tie the entry's own path beats a list's sub-path (rfq/:id is its show view).
    return { entry, view: entry.view ?? 'list', id: exact.params.id, score: specificity(entry.path) + 0.5 };
  }
  if (!entry.resource || (entry.view && entry.view !== 'list')) return undefined;
  for (const { suffix, view } of RESOURCE_SUBPATHS) {
    const m = matchPath({ path: entry.path + suffix, end: true }, pathname);
    if (m) return { entry, view, id: m.params.id, score: specificity(entry.path + suffix) };
  }
  return undefined;
}

/** The entry for `pathname`: the most specific pattern wins (literal segments over parameters), and on
 *  a tie the entry's own path over a list's react-admin sub-path. */
export function matchRoute(pathname: string, table: RouteEntry[]): RouteMatch | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: (RouteMatch & { score: number }) | undefined;
  for (const entry of table) {
    const found = matchEntry(entry, path);
    if (found && (!best || found.score > best.score)) best = found;
  }
  if (!best) return undefined;
  const { score: _score, ...match } = best;
  return match;
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
