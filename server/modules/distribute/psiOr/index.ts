import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerOrPsiRoutes } from './routes';
import { seedOrPsiStock } from './seed';

const register: FeatureRegistrar = (app, ctx) => registerOrPsiRoutes(app, ctx);

/** The OR PSI: the buyer's released ORs against the open customer orders and the stock. */
export default defineServerModule({
  name: 'distribute/psiOr',
  after: ['shipment/orOrder', 'shipment/customerOrder', 'management/inventories', 'distribute/psi'],
  seed: seedOrPsiStock,
  register,
});
