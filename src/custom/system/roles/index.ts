import { defineModule } from '../../../registry/types';
import { roleEditScreen, roleManagementScreen } from './screens';

/** Roles and the permissions they grant. */
export default defineModule({ name: 'system/roles', screens: [roleManagementScreen, roleEditScreen], loadMessages: () => import('./messages').then((m) => [m.roleManagementMessages]) });
