import { defineModule } from '../../../registry/types';
import { unreadNotificationsCounter } from './counters';
import { notificationsMessages } from './messages';
import { NotificationBell } from './NotificationBell';
import { notificationsScreen } from './screens';

/** The message centre: the user's notifications, the bell in the app bar and its counter. */
export default defineModule({
  name: 'events/notifications',
  screens: [notificationsScreen],
  messages: [notificationsMessages],
  appBarItems: [NotificationBell],
  counters: [unreadNotificationsCounter],
});
