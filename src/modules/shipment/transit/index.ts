import { defineModule } from '../../types';
import { jusdaTrackingScreen } from './jusda/screens';
import { transitMessages } from './messages';

/** In transit: PDC shipments (declared; notice imports and Jusda tracking), ECPO on-way links. */
export default defineModule({
  name: 'shipment/transit',
  screens: [jusdaTrackingScreen],
  // The list toolbar's notice-import words are needed by the generic list, so they load with the app.
  messages: [transitMessages],
  views: { ecpoShow: () => import('./ecpo/EcpoShow') },
});
