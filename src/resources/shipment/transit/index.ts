import { defineModule } from '../../../registry/types';
import { transitEventWords } from './eventWords';

/** In transit: PDC shipments (declared; notice imports and Jusda tracking), ECPO on-way links. */
export default defineModule({
  name: 'shipment/transit',
  messages: [transitEventWords],
  loadMessages: () => import('./messages').then((m) => [m.transitMessages]),
  views: { ecpoShow: () => import('./EcpoShow') },
});
