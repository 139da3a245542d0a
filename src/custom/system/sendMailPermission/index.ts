import { defineModule } from '../../../registry/types';
import { sendMailPermissionScreen } from './screens';

/** Mail sending rights: which report or notice (mail API) may mail which mail groups, on or off, and its subject. */
export default defineModule({
  name: 'system/sendMailPermission',
  screens: [sendMailPermissionScreen],
  loadMessages: () => import('./messages').then((m) => [m.sendMailPermissionMessages]),
});
