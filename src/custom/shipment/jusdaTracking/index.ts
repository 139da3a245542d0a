import { defineModule } from '../../../registry/types';
import { jusdaTrackingScreen } from './screens';

/** Jusda's tracking of one PDC waybill. */
export default defineModule({ name: 'shipment/jusdaTracking', screens: [jusdaTrackingScreen], loadMessages: () => import('../../../resources/shipment/transit/messages').then((m) => [m.transitMessages]) });
