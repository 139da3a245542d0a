import { defineModule } from '../../../registry/types';
import { recordShipmentScreen } from './screens';

/** Shipment records: the history of shipments in transit that arrived or were received. */
export default defineModule({
  name: 'analysis/recordShipment',
  screens: [recordShipmentScreen],
  loadMessages: () => import('./messages').then((m) => [m.recordShipmentMessages]),
});
