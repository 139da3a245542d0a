import { defineModule } from '../../../registry/types';
import { organizationScreen } from './screens';

/** Organization: the company → department → team tree, each unit's manager and users. */
export default defineModule({
  name: 'system/organization',
  screens: [organizationScreen],
  loadMessages: () => import('./messages').then((m) => [m.organizationMessages]),
});
