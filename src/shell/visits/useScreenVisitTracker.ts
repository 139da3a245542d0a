import { useEffect } from 'react';
import { useGetIdentity, useStore } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '../../routes';
import { useRegistry } from '../modules/RegistryContext';
import { recordVisit, type VisitCounts } from './screenVisits';

export const visitsKey = (userId: string | number | undefined) => `app.screenVisits.${userId ?? 'anonymous'}`;

export function useScreenVisits(): VisitCounts {
  const { identity } = useGetIdentity();
  const [counts] = useStore<VisitCounts>(visitsKey(identity?.id), {});
  return counts;
}

/** Counts a visit each time the user lands on a screen of the menu (lists and hand-written screens). */
export function useScreenVisitTracker() {
  const { pathname } = useLocation();
  const { identity } = useGetIdentity();
  const [, setCounts] = useStore<VisitCounts>(visitsKey(identity?.id), {});
  const { routeTable } = useRegistry();
  useEffect(() => {
    if (!identity) return;
    const match = matchRoute(pathname, routeTable);
    if (!match?.entry.menu || (match.view !== 'list' && match.view !== 'screen')) return;
    setCounts((counts) => recordVisit(counts ?? {}, match.entry.path));
  }, [pathname, identity, setCounts, routeTable]);
}
