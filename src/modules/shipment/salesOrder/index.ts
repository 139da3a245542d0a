import { defineModule } from '../../types';
import { salesOrderMessages } from './messages';

/** Sales orders: declared lists and editors; the show page adds the items and the bound order. */
export default defineModule({
  name: 'shipment/salesOrder',
  views: { salesOrderShow: () => import('./soShow/SalesOrderShow') },
  messages: [salesOrderMessages],
});
