import type { CustomScreen } from '../../../registry/types';
import { USER_INFO_ACCESS } from '../../../contract/userAccess';

export const USER_INFO_PATH = '/info';

/** /info/{id}: one user's information, read-only. No menu entry: opened from a user's name in user management. */
export const userInfoScreen: CustomScreen = {
  path: `${USER_INFO_PATH}/:id`,
  specPath: `${USER_INFO_PATH}/{id}`,
  access: USER_INFO_ACCESS,
  parent: '/system/roles/userManagement',
  label: { en: 'User information', zh: '用户信息' },
  load: () => import('./UserInfoPage'),
};
