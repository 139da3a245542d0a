import type { CustomScreen } from '../../../registry/types';
import type { AccessRule } from '../../../schema/types';

export const USER_INFO_PATH = '/info';

/**
 * routes.json suggests admin-user: the user administrators, not switch-user (who reads the list only to
 * pick whom to switch to). GET /api/v1/user/info/{id} checks the same rule (server/modules/system/userInfo).
 */
export const USER_INFO_ACCESS: AccessRule = { permissions: ['admin-user'], roles: [] };

/** /info/{id}: one user's information, read-only. No menu entry: opened from a user's name in user management. */
export const userInfoScreen: CustomScreen = {
  path: `${USER_INFO_PATH}/:id`,
  specPath: `${USER_INFO_PATH}/{id}`,
  access: USER_INFO_ACCESS,
  parent: '/system/roles/userManagement',
  label: { en: 'User information', zh: '用户信息' },
  load: () => import('./UserInfoPage'),
};
