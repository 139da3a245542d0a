import { defineModule } from '../../../registry/types';
import { calChargeScreen } from './screens';

/** A spot order's landed charge. */
export default defineModule({ name: 'shipment/calCharge', screens: [calChargeScreen], loadMessages: () => import('../../../resources/shipment/spotMarket/messages').then((m) => [m.spotMarketMessages]) });
