import { defineModule } from '../../../registry/types';

/** HR master data: account settings, ranks, vendor types and the vendor ratios with their audit. */
export default defineModule({ name: 'basic/hr', loadMessages: () => import('./messages').then((m) => [m.ratioGridMessages]) });
