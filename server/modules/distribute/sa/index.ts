import { defineServerModule } from '../../types';
import { saCounters } from './counters';
import { registerSaRoutes } from './routes';
import { seedSa } from './seed';

/** SA management (NonCF): the SA list's own calls (inspect, resemble, diff, EDI auto), its drafts' counter, demo SAs. */
export default defineServerModule({
  name: 'distribute/sa',
  after: ['management/material', 'basic/company', 'events/verification'],
  register: registerSaRoutes,
  counters: saCounters,
  seed: seedSa,
  demoGrants: { OP: ['manage-sa-list'] },
});
