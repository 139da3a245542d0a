import type { CustomScreen } from '../../../registry/types';
import { NOTIFY_MANAGEMENT_ACCESS } from './access';

/** /system/notifyManagement: send a notification to one user, a role or everyone. */
export const notifyManagementScreen: CustomScreen = {
  path: '/system/notifyManagement',
  specPath: '/system/notifyManagement',
  access: NOTIFY_MANAGEMENT_ACCESS,
  menu: { group: 'system', order: 20 },
  label: { en: 'Send notifications', zh: '发送通知' },
  load: () => import('./NotifyManagementPage'),
};
