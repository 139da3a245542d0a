import { defineModule } from '../../../registry/types';
import { ratioGridScreen } from './screens';

/** One period of vendor ratios edited as a grid (the HR module's words). */
export default defineModule({ name: 'basic/ratioGrid', screens: [ratioGridScreen], loadMessages: () => import('../../../resources/basic/hr/messages').then((m) => [m.ratioGridMessages]) });
