import { defineModule } from '../../types';
import { inventoryResources, stockResources } from './model';
import { stockScreens } from './screens';

/** Stock: inventory groups with their bags, the moves on them, and the stock lists of the spec. */
export default defineModule({
  name: 'management/inventories',
  screens: stockScreens,
  loadMessages: () => import('./messages').then((m) => [m.stockMessages]),
  resources: [...inventoryResources, ...stockResources].map((r) => r.name),
  views: { inventoryShow: () => import('./screens/InventoryShow') },
});
