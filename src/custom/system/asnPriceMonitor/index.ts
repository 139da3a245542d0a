import { defineModule } from '../../../registry/types';
import { asnPriceScreen } from './screens';

/** The ASN price monitor tool. */
export default defineModule({ name: 'system/asnPriceMonitor', screens: [asnPriceScreen], loadMessages: () => import('./messages').then((m) => [m.asnPriceMessages]) });
