import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerSalesOrderRoutes } from './routes';

const register: FeatureRegistrar = (app, ctx) => registerSalesOrderRoutes(app, ctx);

/** Sales orders: detail, items by material, item delete, shifts, binding, files (demo rows: the customer-order module's seed). */
export default defineServerModule({ name: 'shipment/salesOrder', demoGrants: { OP: ['manage-so-manager', 'my-so-manager'] }, register });
