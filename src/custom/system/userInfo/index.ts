import { defineModule } from '../../../registry/types';
import { userInfoScreen } from './screens';

/** One user's information for user administrators: profile, roles, permissions, unit, recent events. */
export default defineModule({
  name: 'system/userInfo',
  screens: [userInfoScreen],
  // The permission groups are named with role management's words where the menu has none.
  loadMessages: () => Promise.all([import('./messages'), import('../roles/messages')]).then(([info, roles]) => [info.userInfoMessages, roles.roleManagementMessages]),
});
