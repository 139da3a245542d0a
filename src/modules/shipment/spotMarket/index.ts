import { defineModule } from '../../types';
import { spotMarketResources } from './model';
import { calChargeScreen } from './calCharge/screens';

/** TI spot-commodity orders: declared list, Create, Edit and Detail (with invoices), plus the CalCharge screen. */
export default defineModule({
  name: 'shipment/spotMarket',
  screens: [calChargeScreen],
  views: { spotMarketShow: () => import('./show/SpotMarketShow') },
  loadMessages: () => import('./messages').then((m) => [m.spotMarketMessages]),
  resources: spotMarketResources.map((r) => r.name),
});
