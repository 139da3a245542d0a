import { defineModule } from '../../../registry/types';
import { refundAmountScreen } from './screens';

/** The rebate refund amounts by year and customer. */
export default defineModule({ name: 'management/avmRefundAmount', screens: [refundAmountScreen], loadMessages: () => import('./messages').then((m) => [m.refundAmountMessages]) });
