import { defineModule } from '../../../registry/types';
import { bangtaiJusdaScreen } from './screens';

/** One customer's rows of a Bangtai list. */
export default defineModule({ name: 'shipment/bangtaiJusda', screens: [bangtaiJusdaScreen], loadMessages: () => import('../../../resources/shipment/bangtai/messages').then((m) => [m.bangtaiMessages]) });
