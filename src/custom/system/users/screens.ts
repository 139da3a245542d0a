import type { CustomScreen } from '../../../registry/types';
import { USER_MANAGEMENT_ACCESS } from '../../../contract/userAccess';

/** /system/roles/userManagement: users, their roles and direct permissions. */
export const userManagementScreen: CustomScreen = {
  path: '/system/roles/userManagement',
  specPath: '/system/roles/userManagement',
  access: USER_MANAGEMENT_ACCESS,
  menu: { group: 'system', section: 'roles', order: 1 },
  label: { en: 'Users', zh: '用户管理' },
  load: () => import('./UserManagementPage'),
};
