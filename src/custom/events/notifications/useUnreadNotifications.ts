// The signed-in user's unread notification count: the header counter of the same name
// (src/shell/counters: polled every 60 s and refetched after each change made in the app, such as
// marking read), so the bell and the menu badge never disagree.
import { useCounters } from '../../../shell/counters/useCounters';

export function useUnreadNotifications(): number {
  return useCounters().notifications ?? 0;
}
