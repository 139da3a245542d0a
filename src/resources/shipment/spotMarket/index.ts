import { defineModule } from '../../../registry/types';
import { spotMarketResources } from './model';

/** TI spot-commodity orders: declared list, Create, Edit and Detail (with invoices), plus the CalCharge screen. */
export default defineModule({
  name: 'shipment/spotMarket',
  views: { spotMarketShow: () => import('./SpotMarketShow') },
  loadMessages: () => import('./messages').then((m) => [m.spotMarketMessages]),
  resources: spotMarketResources.map((r) => r.name),
});
