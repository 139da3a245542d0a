import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerCheckRoutes } from './checkRoutes';
import { registerFbRoute } from './fbRoute';
import { seedPrices } from './seed';
import { registerSrpImport } from './srpImport';
import { priceTiMigrations } from './tables';
import { registerViewRoutes } from './viewRoutes';

const register: FeatureRegistrar = (app, ctx) => {
  registerCheckRoutes(app, ctx);
  registerViewRoutes(app, ctx);
  registerFbRoute(app, ctx);
  registerSrpImport(app, ctx);
};

/** The v2 price table: putPrices (the one entry other modules use), the price check, SRP import, FB rows, material prices. */
export default defineServerModule({ name: 'management/priceTi', demoGrants: { OP: ['manage-price-table-srp', 'manage-price-table-quote', 'manage-material-price'] }, register, migrations: priceTiMigrations, seed: seedPrices });
