import { defineModule } from '../../../registry/types';

/** Sales orders: declared lists and editors; the show page adds the items and the bound order. */
export default defineModule({
  name: 'shipment/salesOrder',
  views: { salesOrderShow: () => import('./SalesOrderShow'), salesOrderCreate: () => import('./SalesOrderCreate') },
  loadMessages: () => import('./messages').then((m) => [m.salesOrderMessages]),
});
