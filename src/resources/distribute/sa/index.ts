import { defineModule } from '../../../registry/types';
import { saCounters } from './counters';

/** SA management (NonCF) and its verification queue (/events/SAVerify) with the drafts' counter. */
export default defineModule({
  name: 'distribute/sa',
  resources: ['sa', 'sa_draft'],
  counters: saCounters,
  loadMessages: () => import('./messages').then((m) => [m.saMessages]),
});
