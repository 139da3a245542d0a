import { defineModule } from '../../../registry/types';
import { verificationCounters } from './counters';

/** The material and end-customer verification queues: declared drafts, their page, their counters. */
export default defineModule({
  name: 'events/verification',
  loadMessages: () => import('./messages').then((m) => [m.verificationMessages]),
  counters: verificationCounters,
  views: { verificationDraftShow: () => import('./DraftShow') },
});
