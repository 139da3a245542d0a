import { defineModule } from '../../types';
import { verificationCounters } from './counters';
import { verificationMessages } from './messages';

/** The material and end-customer verification queues: declared drafts, their page, their counters. */
export default defineModule({
  name: 'events/verification',
  messages: [verificationMessages],
  counters: verificationCounters,
  views: { verificationDraftShow: () => import('./draftShow/DraftShow') },
});
