import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerOrRoutes } from './routes';
import { seedOrOrders } from './seed';
import { orOrderMigrations } from './tables';

const register: FeatureRegistrar = (app, ctx) => registerOrRoutes(app, ctx);

/** ORs: the line list and the history beside the declared header, lines and states. */
export default defineServerModule({ name: 'shipment/orOrder', demoGrants: { OP: ['manage-or', 'manage-purchase-order'] }, register, migrations: orOrderMigrations, seed: seedOrOrders });
