import { APPROVE_DRAFT_EFFECT, REFUSE_DRAFT_EFFECT } from '../../../../src/resources/events/verification/model/verificationDraft';
import { registerTransitionEffect } from '../../../records/transitionEffects';
import { defineServerModule } from '../../types';
import { verificationCounters } from './counters';
import { approveDraft, refuseDraft } from './decisions';
import { seedVerification } from './seed';

/** Material and end-customer verification: the review's effects, the queues' counters, demo drafts. */
export default defineServerModule({
  name: 'events/verification',
  register: () => {
    registerTransitionEffect(APPROVE_DRAFT_EFFECT, approveDraft);
    registerTransitionEffect(REFUSE_DRAFT_EFFECT, refuseDraft);
  },
  counters: verificationCounters,
  seed: seedVerification,
});
