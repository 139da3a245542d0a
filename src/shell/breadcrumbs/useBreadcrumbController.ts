// The breadcrumb trail of the current page, from the route table: menu group, sub-menu, the
// screen's parents, the screen, and on show/edit pages the record's title.
import { useGetOne, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { matchRoute, menuGroupKey, menuSectionKey, parentChain, type RouteEntry } from '../../routes';
import { useRegistry } from '../modules/RegistryContext';
import { useScreenLabel } from '../useScreenLabel';

export interface Crumb {
  label: string;
  /** Where the crumb links to; the last crumb and plain headings have none. */
  to?: string;
}

export function useBreadcrumbController(routes?: RouteEntry[]): Crumb[] {
  const registry = useRegistry();
  const table = routes ?? registry.routeTable;
  const { pathname } = useLocation();
  const translate = useTranslate();
  const labelOf = useScreenLabel();
  const match = matchRoute(pathname, table);
  const decl = match?.entry.resource ? registry.findEntry(match.entry.resource) : undefined;
  const wantsRecord = Boolean(decl && match?.id && (match.view === 'show' || match.view === 'edit'));
  const { data: record } = useGetOne(match?.entry.resource ?? '', { id: match?.id ?? '' }, { enabled: wantsRecord });
  if (!match) return [];

  const crumbs: Crumb[] = [];
  const chain = parentChain(match.entry, table);
  const top = chain[0] ?? match.entry;
  const menu = top.menu;
  if (menu) {
    crumbs.push({ label: translate(menuGroupKey(menu.group), { _: menu.group }) });
    if (menu.section) crumbs.push({ label: translate(menuSectionKey(menu.section), { _: menu.section }) });
  }
  for (const parent of chain) crumbs.push({ label: labelOf(parent), to: parent.path });
  // An alias entry (detail/:id) is the resource's own sub-page: its list is already in the chain.
  const isAlias = match.entry.view === 'show' || match.entry.view === 'edit' || match.entry.view === 'create';
  if (!isAlias) crumbs.push({ label: labelOf(match.entry), to: match.entry.path });
  if (match.view === 'create') crumbs.push({ label: translate('ra.action.create') });
  else if (wantsRecord && decl) {
    const title = record?.[decl.titleField];
    crumbs.push({ label: title === undefined || title === null ? `#${match.id}` : String(title) });
  }
  const last = crumbs[crumbs.length - 1];
  if (last) delete last.to;
  return crumbs;
}
