import type { CustomScreen } from '../../../registry/types';

/** /myInfo/{id}: the signed-in user's own profile, language and password (open to every signed-in user). */
export const myInfoScreen: CustomScreen = {
  path: '/myInfo/:id',
  specPath: '/myInfo/{id}',
  access: { permissions: [], roles: [] },
  label: { en: 'My info', zh: '我的信息' },
  load: () => import('./MyInfoPage'),
};
