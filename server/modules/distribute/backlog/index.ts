import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerBacklogRoutes } from './routes';
import { seedBacklogs } from './seed';

/** Backlog uploads: open customer-order demand assigned to forecast items (tables: distribute/forecast). */
const register: FeatureRegistrar = (app, ctx) => registerBacklogRoutes(app, ctx);

export default defineServerModule({
  name: 'distribute/backlog',
  register,
  after: ['distribute/forecast'],
  seed: seedBacklogs,
});
