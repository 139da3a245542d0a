import { PCN_CONFIRM_EFFECT } from '../../../../src/resources/management/pcn/model/pcn';
import type { FeatureRegistrar } from '../../../featureContext';
import { registerTransitionEffect } from '../../../records/transitionEffects';
import { defineServerModule } from '../../types';
import { confirmEffect, registerPcnRoutes } from './routes';
import { seedPcns } from './seed';

const register: FeatureRegistrar = async (app, ctx) => {
  registerTransitionEffect(PCN_CONFIRM_EFFECT, confirmEffect);
  registerPcnRoutes(app, ctx);
};

/** PCN: declared (list, create, edit with parts, delete, export, confirm); the change types and the confirm stamp. */
export default defineServerModule({
  name: 'management/pcn',
  after: ['management/material'],
  register,
  seed: seedPcns,
  demoGrants: { OP: ['manage-pcn-manager'], Manager: ['manage-pcn-viewer'] },
});
