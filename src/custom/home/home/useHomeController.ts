// Home: the user's counters and shortcuts to the screens they use most (else the first screens
// of their menu).
import { useGetIdentity, usePermissions } from 'react-admin';
import { isMenuVisible, type RouteEntry } from '../../../routes';
import type { Principal } from '../../../schema';
import { useCounterSources } from '../../../shell/counters/CounterSourcesContext';
import type { CounterSource } from '../../../shell/counters/types';
import { useRegistry } from '../../../shell/modules/RegistryContext';
import { useCounters } from '../../../shell/counters/useCounters';
import { topScreens } from '../../../shell/visits/screenVisits';
import { useScreenVisits } from '../../../shell/visits/useScreenVisitTracker';

export const SHORTCUT_COUNT = 8;

export interface HomeCounter {
  source: CounterSource;
  count: number;
  /** The counter's screen, when this build has it and the user may open it. */
  to?: string;
}

export function useHomeController() {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Principal | undefined>();
  const counts = useCounters();
  const counterSources = useCounterSources();
  const visits = useScreenVisits();
  const { routeTable } = useRegistry();
  const visible = routeTable.filter((e) => isMenuVisible(e, permissions));
  const shortcuts: RouteEntry[] = topScreens(visits, visible, SHORTCUT_COUNT);
  const counters: HomeCounter[] = counterSources
    .filter((s) => (counts[s.key] ?? 0) > 0)
    .map((source) => ({ source, count: counts[source.key], to: visible.some((e) => e.path === source.path) ? source.path : undefined }));
  return { name: identity?.fullName ?? '', counters, shortcuts };
}
