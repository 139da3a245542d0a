import { defineModule } from '../../types';
import { customerOrderResources } from './model';
import { customerOrderScreens } from './screens';

/** Customer orders: the order detail tabs (lock, shift, bind, files), entry points and the history import. */
export default defineModule({
  name: 'shipment/customerOrder',
  screens: customerOrderScreens,
  views: { customerOrderCreate: () => import('./orderCreate/OrderCreate') },
  loadMessages: () => import('./messages').then((m) => [m.customerOrderMessages]),
  resources: customerOrderResources.map((r) => r.name),
});
