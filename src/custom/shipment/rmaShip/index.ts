import { defineModule } from '../../../registry/types';
import { rmaShipDetailScreen, rmaShipScreen } from './screens';

/** RMA shipping: released tasks and what was shipped back. */
export default defineModule({ name: 'shipment/rmaShip', screens: [rmaShipScreen, rmaShipDetailScreen], loadMessages: () => import('../../../resources/shipment/rma/messages').then((m) => [m.rmaMessages]) });
