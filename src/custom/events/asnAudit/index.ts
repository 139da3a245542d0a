import { defineModule } from '../../../registry/types';
import { asnAuditCounters } from './counters';
import { asnAuditScreens } from './screens';

/** The message centre's ASN screens: the review queues of audit items, the supplier's drafts and price-rejected ASNs, and their counters. */
export default defineModule({
  name: 'events/asnAudit',
  screens: asnAuditScreens,
  loadMessages: () => import('./messages').then((m) => [m.asnAuditMessages]),
  counters: asnAuditCounters,
});
