import { defineServerModule } from '../../types';
import { registerSlocAssignmentRoutes } from './assignments';
import { registerOrSlocMappingRoute } from './orMapping';
import { slocMigrations } from './tables';
import { orSlocRows, slocRows } from './demo/sloc';

/** Storage locations: the materials each holds, defaults, and the OR storage-location mapping. */
export default defineServerModule({
  name: 'basic/sloc',
  demoRows: { sloc: slocRows, or_sloc: orSlocRows },
  demoGrants: { OP: ['manage-sloc'] },
  register: (app, ctx) => {
    registerSlocAssignmentRoutes(app, ctx);
    registerOrSlocMappingRoute(app, ctx);
  },
  migrations: slocMigrations,
});
