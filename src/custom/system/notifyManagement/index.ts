import { defineModule } from '../../../registry/types';
import { notifyManagementScreen } from './screens';

/** Sending notifications to users and roles. */
export default defineModule({ name: 'system/notifyManagement', screens: [notifyManagementScreen], loadMessages: () => import('./messages').then((m) => [m.notifyManagementMessages]) });
