import { defineModule } from '../../../registry/types';

/** Customer orders: the order detail tabs (lock, shift, bind, files), entry points and the history import. */
export default defineModule({
  name: 'shipment/customerOrder',
  views: { customerOrderCreate: () => import('./CustomerOrderCreate') },
  loadMessages: () => import('./messages').then((m) => [m.customerOrderMessages]),
});
