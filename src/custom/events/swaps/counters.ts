// The header counters of the swap pages, from the notification answer's swapCount: requests waiting
// for my decision (swaps and ESD swaps), and mine still waiting. Asked only by users who reach the page.
import { requestJson, unwrapData } from '../../../dataProvider';
import type { AppUser } from '../../../authProvider/user';
import { MY_SWAP_ACCESS, SWAP_REQUESTS_ACCESS, type SwapCounts } from '../../../resources/distribute/swap/model/wire';
import { allows } from '../../../schema/access';
import type { AccessRule } from '../../../schema/types';
import type { CounterSource } from '../../../shell/counters/types';

const count = (rule: AccessRule, fields: (keyof SwapCounts)[]) => async (user: AppUser) => {
  if (!allows(user, rule, 'read')) return undefined;
  const counts = (unwrapData(await requestJson('/api/v1/notification', { query: { page: '1', size: '1' } })) as { swapCount?: Partial<SwapCounts> } | null)?.swapCount;
  return counts ? fields.reduce((n, f) => n + (counts[f] ?? 0), 0) : undefined;
};

export const swapCounters: CounterSource[] = [
  { key: 'swapRequests', label: { en: 'Swap requests waiting for you', zh: '待您审核的调换' }, path: '/events/SwapRequests', load: count(SWAP_REQUESTS_ACCESS, ['myRequestCount', 'myEsdRequestCount']) },
  { key: 'mySwaps', label: { en: 'My swaps waiting', zh: '我的待审调换' }, path: '/events/MySwap', load: count(MY_SWAP_ACCESS, ['mySwapCount', 'myEsdCount']) },
];
