import { defineModule } from '../../../registry/types';
import { myInfoScreen } from './screens';

/** The signed-in user's own profile. */
export default defineModule({ name: 'account/myInfo', screens: [myInfoScreen], loadMessages: () => import('./messages').then((m) => [m.myInfoMessages]) });
