import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerPsiRoutes } from './routes';
import { seedPsiStock } from './seed';

const register: FeatureRegistrar = (app, ctx) => registerPsiRoutes(app, ctx);

/** The PSI calls of the four families (NonCF, CF, NonTI, VSR) over the planning model and the stock. */
export default defineServerModule({
  name: 'distribute/psi',
  after: ['distribute/forecast', 'distribute/backlog', 'management/inventories'],
  seed: seedPsiStock,
  register,
  demoGrants: {
    OP: ['my-psi', 'manage-gb-psi', 'manage-vsr-psi', 'manage-backlog', 'manage-cf-backlog', 'manage-gb-forecast'],
    Manager: ['my-psi', 'view-backlog'],
  },
});
