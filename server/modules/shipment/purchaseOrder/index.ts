import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerPoRoutes } from './poRoutes';
import { registerPrePoRoutes } from './prePoRoutes';
import { seedPurchaseOrders } from './seed';
import { purchaseOrderMigrations } from './tables';

const register: FeatureRegistrar = (app, ctx) => {
  registerPoRoutes(app, ctx);
  registerPrePoRoutes(app, ctx);
};

/** POs and pre-POs: bulk delete, quantity change, binding, shifting, and the PO file. */
export default defineServerModule({ name: 'shipment/purchaseOrder', demoGrants: { OP: ['manage-po-manager', 'manage-my-po'] }, register, migrations: purchaseOrderMigrations, seed: seedPurchaseOrders });
