import { priceTableResources } from '../../../../src/resources/management/priceTables/model';
import { defineServerModule } from '../../types';
import { registerPeriodRule } from './periodRule';
import { seedPriceTables } from './seed';
import { priceTableMigrations } from './tables';

/** The v1 price tables: generic routes from the declarations, plus their period rules and demo rows. */
export default defineServerModule({
  name: 'management/priceTables',
  demoGrants: { OP: ['manage-recordprice'] },
  register: (app, ctx) => registerPeriodRule(app, ctx.db, priceTableResources),
  migrations: priceTableMigrations,
  seed: seedPriceTables,
});
