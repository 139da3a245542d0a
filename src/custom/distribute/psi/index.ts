import { defineModule } from '../../../registry/types';
import { psiScreens } from './screens';

/** Every PSI screen of the NonCF, CF and NonTI families and VSR, over one engine (src/contract/psi). */
export default defineModule({ name: 'distribute/psi', screens: psiScreens, loadMessages: () => import('./messages').then((m) => [m.psiMessages]) });
