import { defineModule } from '../../types';
import { priceTiActionMessages } from './actions/actionMessages';
import { materialPriceScreen } from './materialPrice/screens';

/** The v2 price table: the SRP and quote screens are declared (model/); the material price view is hand-written. */
export default defineModule({
  name: 'management/priceTi',
  screens: [materialPriceScreen],
  messages: [priceTiActionMessages],
  loadMessages: () => import('./messages').then((m) => [m.priceTiMessages]),
});
