import type { CustomScreen } from '../../../registry/types';

/** /events/Notifications: the message centre (open to every signed-in user; routes.json). */
export const notificationsScreen: CustomScreen = {
  path: '/events/Notifications',
  specPath: '/events/Notifications',
  access: { permissions: [], roles: [] },
  menu: { group: 'my', section: 'events' },
  label: { en: 'Notifications', zh: '消息通知' },
  load: () => import('./NotificationsPage'),
};
