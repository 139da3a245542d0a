import { defineModule } from '../../types';
import { customerOrderMessages } from './messages';
import { customerOrderScreens } from './screens';

/** Customer orders: the order detail tabs (lock, shift, bind, files), entry points and the history import. */
export default defineModule({
  name: 'shipment/customerOrder',
  screens: customerOrderScreens,
  views: { customerOrderShow: () => import('./orderShow/OrderShow') },
  // The show page's links use them too, so they come with the first page (a few dozen words).
  messages: [customerOrderMessages],
});
