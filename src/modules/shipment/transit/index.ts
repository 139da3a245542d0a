import { defineModule } from '../../types';
import { transitResources } from './model';
import { jusdaTrackingScreen } from './jusda/screens';

/** In transit: PDC shipments (declared; notice imports and Jusda tracking), ECPO on-way links. */
export default defineModule({
  name: 'shipment/transit',
  screens: [jusdaTrackingScreen],
  loadMessages: () => import('./messages').then((m) => [m.transitMessages]),
  resources: transitResources.map((r) => r.name),
  views: { ecpoShow: () => import('./ecpo/EcpoShow') },
});
