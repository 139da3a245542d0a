import { defineModule } from '../../../registry/types';

/** TI spot-commodity orders: declared list, Create, Edit and Detail (with invoices), plus the CalCharge screen. */
export default defineModule({
  name: 'shipment/spotMarket',
  views: { spotMarketShow: () => import('./SpotMarketShow') },
  loadMessages: () => import('./messages').then((m) => [m.spotMarketMessages]),
});
