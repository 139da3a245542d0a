// The header counters (document 1, section 3): each knows how to load its count and which screen
// it belongs to (its menu badge and Home link). A count the user may not load is left out.
import { fetchNotifications } from '../../custom/notifications/notificationApi';
import type { AppUser } from '../../authProvider/user';
import type { Label } from '../../schema';

export interface CounterSource {
  key: string;
  label: Label;
  /** The screen the count belongs to. */
  path?: string;
  load: (user: AppUser) => Promise<number | undefined>;
}

const numberOrNone = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export const counterSources: CounterSource[] = [
  {
    key: 'notifications',
    label: { en: 'Unread notifications', zh: '未读消息' },
    path: '/events/Notifications',
    load: async () => numberOrNone((await fetchNotifications({ page: 1, size: 1 })).unreadCount),
  },
  {
    key: 'auditCount',
    label: { en: 'Price drafts to audit', zh: '待审核价格' },
    path: '/management/price/priceManagement',
    load: async (user) => user.auditCount,
  },
];

export type Counts = Record<string, number>;

/** Every count that loads; one that fails is skipped rather than failing the others. */
export async function loadCounts(user: AppUser, sources: CounterSource[] = counterSources): Promise<Counts> {
  const results = await Promise.allSettled(sources.map((s) => s.load(user)));
  const counts: Counts = {};
  results.forEach((r, i) => {
    if (r.status === 'fulfilled' && r.value !== undefined) counts[sources[i].key] = r.value;
  });
  return counts;
}
