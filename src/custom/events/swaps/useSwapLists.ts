// One box of a swap screen (mine or requests): both tables' pages, refreshed together after a change.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SwapBox } from '../../../resources/distribute/swap/model/wire';
import { countersKey } from '../../../shell/counters/useCounters';
import { fetchEsdSwaps, fetchSwaps, swapKeys } from './swapApi';

export function useSwapLists(box: SwapBox) {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [esdPage, setEsdPage] = useState(1);
  const swaps = useQuery({ queryKey: [...swapKeys.all, box, 'item', page], queryFn: ({ signal }) => fetchSwaps(box, page, signal) });
  const esd = useQuery({ queryKey: [...swapKeys.all, box, 'esd', esdPage], queryFn: ({ signal }) => fetchEsdSwaps(box, esdPage, signal) });
  // The header counters read the notification answer's swapCount: refreshed with the lists.
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: swapKeys.all }), client.invalidateQueries({ queryKey: countersKey }), client.invalidateQueries({ queryKey: ['notifications'] })]);
  return { swaps, esd, page, setPage, esdPage, setEsdPage, refresh };
}
