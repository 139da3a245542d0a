import type { CounterSource } from '../../../shell/counters/types';
import { fetchNotifications } from './notificationApi';

const numberOrNone = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export const unreadNotificationsCounter: CounterSource = {
  key: 'notifications',
  label: { en: 'Unread notifications', zh: '未读消息' },
  path: '/events/Notifications',
  load: async () => numberOrNone((await fetchNotifications({ page: 1, size: 1 })).unreadCount),
};
