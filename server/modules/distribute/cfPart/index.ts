import { defineServerModule } from '../../types';
import { registerCfPartRoutes } from './routes';
import { seedCfParts } from './seed';
import { cfPartMigrations } from './tables';

/** CF parts: the send to the hubs with its history, the changed mark, demo parts. */
export default defineServerModule({
  name: 'distribute/cfPart',
  after: ['distribute/sa', 'basic/customer'],
  register: registerCfPartRoutes,
  migrations: cfPartMigrations,
  seed: seedCfParts,
  demoGrants: { OP: ['manage-cfpart-list'], Manager: ['view-cfpart-list'] },
});
