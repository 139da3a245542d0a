import { defineServerModule } from '../../types';
import { seedPriceTables } from './seed';
import { priceTableMigrations } from './tables';

/** The v1 price tables: generic routes from the declarations (their period rules are declared), plus demo rows. */
export default defineServerModule({
  name: 'management/priceTables',
  demoGrants: { OP: ['manage-recordprice'] },
  migrations: priceTableMigrations,
  seed: seedPriceTables,
});
