import { defineServerModule } from '../../types';
import { registerV2VRoutes } from './routes';
import { seedBacklogV2V } from './seed';
import { v2vMigrations } from './tables';

/** CF backlog V2V: the report import, the sync from the report mails, demo reports and a mail waiting. */
export default defineServerModule({
  name: 'analysis/backlogV2V',
  after: ['distribute/cfPart'],
  register: registerV2VRoutes,
  migrations: v2vMigrations,
  seed: seedBacklogV2V,
  demoGrants: { OP: ['manage-cf-backlog-v2v'], Manager: ['view-cf-backlog-v2v'] },
});
