import { defineModule } from '../../../registry/types';
import { rfqScreens } from './screens';

/** One RFQ in its stage (my RFQs) and the import preview. */
export default defineModule({ name: 'management/rfqStages', screens: rfqScreens, loadMessages: () => import('../../../resources/management/rfq/messages').then((m) => [m.rfqMessages]) });
