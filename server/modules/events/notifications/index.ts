import { defineServerModule } from '../../types';
import { notificationsFeature } from './routes';
import { seedNotifications } from './seed';
import { notificationMigration } from './tables';

/** The message centre: users' notifications and sending them. */
export default defineServerModule({ name: 'events/notifications', register: notificationsFeature, migrations: [notificationMigration], seed: seedNotifications });
