// The signed-in user's unread notification count: polled every 60 s and refetched after each
// message-centre mutation (they invalidate NOTIFICATIONS_KEY), never blocking a page.
// (The menu badge reads the same count through src/shell/counters: two polls, to be merged.)
import { useQuery } from '@tanstack/react-query';
import { useGetIdentity } from 'react-admin';
import { fetchNotifications, NOTIFICATIONS_KEY } from './notificationApi';

export const UNREAD_REFRESH_MS = 60_000;

export function useUnreadNotifications(): number {
  const { identity } = useGetIdentity();
  const { data } = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'unread', identity?.id],
    queryFn: ({ signal }) => fetchNotifications({ page: 1, size: 1 }, signal),
    enabled: identity !== undefined,
    refetchInterval: UNREAD_REFRESH_MS,
    staleTime: 5_000,
  });
  return data?.unreadCount ?? 0;
}
