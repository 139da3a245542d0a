import { defineModule } from '../../types';
import { poActionMessages } from './actions/messages';
import { poMovesMessages } from './poShow/messages';

/**
 * POs and pre-POs are declared (model/); the module adds the pre-PO's bind and shift actions and the
 * PO's show page with its bound pre-POs and shifts (their words are small: they load with the first page).
 */
export default defineModule({
  name: 'shipment/purchaseOrder',
  messages: [poActionMessages, poMovesMessages],
  views: { poShow: () => import('./poShow/PoShow') },
});
