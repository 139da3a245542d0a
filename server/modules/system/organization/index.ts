import { defineServerModule } from '../../types';
import { registerOrganizationRoutes } from './routes';
import { seedOrganization } from './seed';
import { organizationMigrations } from './tables';

/** Organization: the company → department → team tree, each unit's manager, and the users placed in the units. */
export default defineServerModule({
  name: 'system/organization',
  demoGrants: { Manager: ['manage-organization-manager'] },
  register: registerOrganizationRoutes,
  migrations: organizationMigrations,
  seed: seedOrganization,
});
