import { defineModule } from '../../../registry/types';

/** Stock: inventory groups with their bags, the moves on them, and the stock lists of the spec. */
export default defineModule({
  name: 'management/inventories',
  loadMessages: () => import('./messages').then((m) => [m.stockMessages]),
  views: { inventoryShow: () => import('./InventoryShow') },
});
