import { defineModule } from '../../types';
import { stockMessages } from './messages';
import { stockScreens } from './screens';

/** Stock: inventory groups with their bags, the moves on them, and the stock lists of the spec. */
export default defineModule({
  name: 'management/inventories',
  screens: stockScreens,
  messages: [stockMessages],
  views: { inventoryShow: () => import('./screens/InventoryShow') },
});
