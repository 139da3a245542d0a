import { defineModule } from '../../../registry/types';
import { inventoryResources, stockResources } from './model';

/** Stock: inventory groups with their bags, the moves on them, and the stock lists of the spec. */
export default defineModule({
  name: 'management/inventories',
  loadMessages: () => import('./messages').then((m) => [m.stockMessages]),
  resources: [...inventoryResources, ...stockResources].map((r) => r.name),
  views: { inventoryShow: () => import('./InventoryShow') },
});
