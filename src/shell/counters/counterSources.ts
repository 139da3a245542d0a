// The header counters (document 1, section 3): each knows how to load its count and which screen
// it belongs to (its menu badge and Home link). A count the user may not load is left out.
import { moduleCounters } from '../../registry';
import type { CounterSource } from './types';

export type { CounterSource } from './types';

/** The modules' counters, then the pending audits counted at sign-in. */
export const counterSources: CounterSource[] = [
  ...moduleCounters,
  {
    key: 'auditCount',
    label: { en: 'Price drafts to audit', zh: '待审核价格' },
    path: '/management/price/priceManagement',
    load: async (user) => user.auditCount,
  },
];

export { loadCounts, type Counts } from './loadCounts';
