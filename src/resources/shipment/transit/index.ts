import { defineModule } from '../../../registry/types';
import { transitResources } from './model';

/** In transit: PDC shipments (declared; notice imports and Jusda tracking), ECPO on-way links. */
export default defineModule({
  name: 'shipment/transit',
  loadMessages: () => import('./messages').then((m) => [m.transitMessages]),
  resources: transitResources.map((r) => r.name),
  views: { ecpoShow: () => import('./EcpoShow') },
});
