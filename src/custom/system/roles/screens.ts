import type { CustomScreen } from '../../../registry/types';
import { ROLE_MANAGEMENT_ACCESS } from '../../../contract/roleAccess';

/** /system/roles/roleManagement: roles and their permission sets (role OP only). */
export const roleManagementScreen: CustomScreen = {
  path: '/system/roles/roleManagement',
  specPath: '/system/roles/roleManagement',
  access: ROLE_MANAGEMENT_ACCESS,
  menu: { group: 'system', section: 'roles', order: 2 },
  label: { en: 'Roles', zh: '角色管理' },
  load: () => import('./RoleManagementPage'),
};

/** /system/roles/roleManagement/{id}: one role's name and permission set. */
export const roleEditScreen: CustomScreen = {
  path: '/system/roles/roleManagement/:id',
  specPath: '/system/roles/roleManagement/{id}',
  access: ROLE_MANAGEMENT_ACCESS,
  parent: '/system/roles/roleManagement',
  label: { en: 'Role', zh: '角色' },
  load: () => import('./RoleEditPage'),
};
