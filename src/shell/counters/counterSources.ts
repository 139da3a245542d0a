// The header counters (document 1, section 3): each knows how to load its count and which screen
// it belongs to (its menu badge and Home link). A count the user may not load is left out.
import type { CounterSource } from './types';

export type { CounterSource } from './types';

/** The counters of the shell itself (the pending audits counted at sign-in); the registry adds the modules' before them. */
export const builtInCounters: CounterSource[] = [
  {
    key: 'auditCount',
    label: { en: 'Price drafts to audit', zh: '待审核价格' },
    path: '/management/price/priceManagement',
    load: async (user) => user.auditCount,
  },
];

export { loadCounts, type Counts } from './loadCounts';
