import { defineModule } from '../../../registry/types';
import { userEventWords } from './eventWords';
import { userManagementScreen } from './screens';

/** User accounts: roles, permissions, field rights, switching to a user. */
export default defineModule({
  name: 'system/users',
  screens: [userManagementScreen],
  messages: [userEventWords],
  // Its screen shows role management's permission picker, with that module's words.
  loadMessages: () => Promise.all([import('./messages'), import('../roles/messages')]).then(([users, roles]) => [users.userManagementMessages, roles.roleManagementMessages]),
});
