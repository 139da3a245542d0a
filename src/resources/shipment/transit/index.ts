import { defineModule } from '../../../registry/types';

/** In transit: PDC shipments (declared; notice imports and Jusda tracking), ECPO on-way links. */
export default defineModule({
  name: 'shipment/transit',
  loadMessages: () => import('./messages').then((m) => [m.transitMessages]),
  views: { ecpoShow: () => import('./EcpoShow') },
});
