import { defineModule } from '../../types';
import { calChargeScreen } from './calCharge/screens';
import { spotMarketMessages } from './messages';

/** TI spot-commodity orders: declared list, Create, Edit and Detail (with invoices), plus the CalCharge screen. */
export default defineModule({
  name: 'shipment/spotMarket',
  screens: [calChargeScreen],
  views: { spotMarketShow: () => import('./show/SpotMarketShow') },
  // The Detail view uses them too, and it loads with the generic show, not with a module screen.
  messages: [spotMarketMessages],
});
