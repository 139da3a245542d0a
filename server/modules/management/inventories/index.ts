import { defineServerModule } from '../../types';
import { registerStockListRoutes } from './routes/listRoutes';
import { registerStockMoveRoutes } from './routes/moveRoutes';
import { seedStock } from './seed/seedStock';
import { inventoryMigrations } from './tables';
import { inventoryBrandRows } from './demo/inventoryBrands';

/** Stock: inventory groups and their bags, every move journalled (see stock/moves.ts). */
export default defineServerModule({
  name: 'management/inventories',
  demoRows: { inventory_brand: inventoryBrandRows },
  demoGrants: { OP: ['manage-inventory-brand', 'manage-stock', 'view-stock', 'manage-record-inventory', 'manage-inventory-price', 'my-sloc', 'manage-part-list'] },
  register: (app, ctx) => {
    registerStockMoveRoutes(app, ctx);
    registerStockListRoutes(app, ctx);
  },
  migrations: inventoryMigrations,
  seed: seedStock,
});
