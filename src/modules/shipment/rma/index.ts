import { defineModule } from '../../types';
import { rmaMessages } from './messages';
import { rmaShipDetailScreen, rmaShipScreen } from './rmaShip/screens';

/** RMA: tasks are a declaration (its page adds the parts and shipping rows); RMA shipping is its own screen. */
export default defineModule({
  name: 'shipment/rma',
  screens: [rmaShipScreen, rmaShipDetailScreen],
  // The documents' buttons sit on the generic show page, so their words load with the first page.
  messages: [rmaMessages],
  views: { rmaShow: () => import('./screens/RmaShow') },
});
