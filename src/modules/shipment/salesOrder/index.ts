import { defineModule } from '../../types';
import { salesOrderResources } from './model';

/** Sales orders: declared lists and editors; the show page adds the items and the bound order. */
export default defineModule({
  name: 'shipment/salesOrder',
  views: { salesOrderShow: () => import('./soShow/SalesOrderShow'), salesOrderCreate: () => import('./soCreate/SalesOrderCreate') },
  loadMessages: () => import('./messages').then((m) => [m.salesOrderMessages]),
  resources: salesOrderResources.map((r) => r.name),
});
