import { defineModule } from '../../../registry/types';
import { verificationResources } from './model';
import { verificationCounters } from './counters';

/** The material and end-customer verification queues: declared drafts, their page, their counters. */
export default defineModule({
  name: 'events/verification',
  loadMessages: () => import('./messages').then((m) => [m.verificationMessages]),
  resources: verificationResources.map((r) => r.name),
  counters: verificationCounters,
  views: { verificationDraftShow: () => import('./DraftShow') },
});
