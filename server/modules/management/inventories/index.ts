import { defineServerModule } from '../../types';
import { registerStockListRoutes } from './routes/listRoutes';
import { registerStockMoveRoutes } from './routes/moveRoutes';
import { seedStock } from './seed/seedStock';
import { inventoryMigrations } from './tables';

/** Stock: inventory groups and their bags, every move journalled (see stock/moves.ts). */
export default defineServerModule({
  name: 'management/inventories',
  register: (app, ctx) => {
    registerStockMoveRoutes(app, ctx);
    registerStockListRoutes(app, ctx);
  },
  migrations: inventoryMigrations,
  seed: seedStock,
});
