import { defineServerModule } from '../../types';
import { registerSlocAssignmentRoutes } from './assignments';
import { registerOrSlocMappingRoute } from './orMapping';
import { slocMigrations } from './tables';

/** Storage locations: the materials each holds, defaults, and the OR storage-location mapping. */
export default defineServerModule({
  name: 'basic/sloc',
  register: (app, ctx) => {
    registerSlocAssignmentRoutes(app, ctx);
    registerOrSlocMappingRoute(app, ctx);
  },
  migrations: slocMigrations,
});
