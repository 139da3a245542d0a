import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGetIdentity } from 'react-admin';
import { currentUser } from '../../authProvider/user';
import { useCounterSources } from './CounterSourcesContext';
import { loadCounts, type Counts } from './loadCounts';

/** Counters refresh on this interval, and after every successful change made in the app. */
export const COUNTER_REFRESH_MS = 60_000;

export const countersKey = ['app', 'counters'] as const;

/** The header counters of the signed-in user; loads in the background, never blocks a page. */
export function useCounters(): Counts {
  const { identity } = useGetIdentity();
  const sources = useCounterSources();
  const { data } = useQuery({
    queryKey: [...countersKey, identity?.id],
    queryFn: () => {
      const user = currentUser();
      return user ? loadCounts(user, sources) : Promise.resolve({});
    },
    enabled: identity !== undefined,
    refetchInterval: COUNTER_REFRESH_MS,
    staleTime: 5_000,
  });
  return data ?? {};
}

/** Refetches the counters after each successful mutation (saves, deletes, imports, marks read). */
export function useCounterRefreshOnMutation() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.mutation.state.status === 'success') {
          void queryClient.invalidateQueries({ queryKey: countersKey });
        }
      }),
    [queryClient],
  );
}
