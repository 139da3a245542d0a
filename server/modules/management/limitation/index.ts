import { LIMITATION_FINISH_EFFECT } from '../../../../src/resources/management/limitation/model/limitation';
import type { FeatureRegistrar } from '../../../featureContext';
import { registerTransitionEffect } from '../../../records/transitionEffects';
import { defineServerModule } from '../../types';
import { finishEffect, registerLimitationRoutes } from './routes';
import { seedLimitations } from './seed';

const register: FeatureRegistrar = async (app, ctx) => {
  registerTransitionEffect(LIMITATION_FINISH_EFFECT, finishEffect);
  registerLimitationRoutes(app, ctx);
};

/** Limitations: declared (with months, the finish transition); the usage report and its save. */
export default defineServerModule({
  name: 'management/limitation',
  after: ['management/material', 'basic/customer'],
  register,
  seed: seedLimitations,
  demoGrants: { OP: ['manage-limitation', 'view-limitation'], Manager: ['view-limitation'] },
});
