import { defineModule } from '../../types';
import { rmaResources } from './model';
import { rmaShipDetailScreen, rmaShipScreen } from './rmaShip/screens';

/** RMA: tasks are a declaration (its page adds the parts and shipping rows); RMA shipping is its own screen. */
export default defineModule({
  name: 'shipment/rma',
  screens: [rmaShipScreen, rmaShipDetailScreen],
  loadMessages: () => import('./messages').then((m) => [m.rmaMessages]),
  resources: rmaResources.map((r) => r.name),
  views: { rmaShow: () => import('./screens/RmaShow') },
});
