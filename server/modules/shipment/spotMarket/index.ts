import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerInvoiceRoutes } from './invoiceRoutes';
import { registerOrderRoutes } from './orderRoutes';
import { seedSpotMarket } from './seed';
import { spotMigrations } from './tables';

const register: FeatureRegistrar = (app, ctx) => {
  registerOrderRoutes(app, ctx);
  registerInvoiceRoutes(app, ctx);
};

/** TI spot-commodity orders: drafts to orders, sending, invoices, the landed charge and the syncs. */
export default defineServerModule({ name: 'shipment/spotMarket', demoGrants: { OP: ['manage-spot'] }, register, migrations: spotMigrations, seed: seedSpotMarket });
