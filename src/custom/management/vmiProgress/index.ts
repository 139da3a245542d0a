import { defineModule } from '../../../registry/types';
import { progressDetailScreen, progressScreen } from './screens';

/** VMI goods-receipt progress by supplier invoice. */
export default defineModule({ name: 'management/vmiProgress', screens: [progressScreen, progressDetailScreen], loadMessages: () => Promise.all([import('../../../resources/management/vmi/actions/actionMessages'), import('../../../resources/management/vmi/messages')]).then(([m0, m1]) => [m0.vmiActionMessages, m1.vmiMessages]) });
