import { defineServerModule } from '../../types';
import { registerPreMaxoutReadRoutes } from './readRoutes';
import { seedPreMaxout } from './seed';
import { registerPreMaxoutStageRoutes } from './stageRoutes';
import { preMaxoutMigrations } from './tables';

/** Pre-maxout write-off: the cases' lines (list stage), results (compile stage), export and status call. */
export default defineServerModule({
  name: 'shipment/writeOff',
  demoGrants: { OP: ['manage-pre-maxout-target', 'manage-pre-maxout-list'], Manager: ['manage-pre-maxout-compile', 'manage-pre-maxout-final'] },
  migrations: preMaxoutMigrations,
  register: (app, ctx) => {
    registerPreMaxoutStageRoutes(app, ctx);
    registerPreMaxoutReadRoutes(app, ctx);
  },
  seed: seedPreMaxout,
});
