import { APPLY_DRAFT_EFFECT } from '../../../../src/resources/management/vmi/model/vmiDrafts';
import { registerTransitionEffect } from '../../../records/transitionEffects';
import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { applyDraft } from './applyDraft';
import { registerProgressRoutes } from './progressRoutes';
import { seedVmi } from './seed';
import { registerValidPriceRoute } from './validPrice';

const register: FeatureRegistrar = (app, ctx) => {
  registerTransitionEffect(APPLY_DRAFT_EFFECT, applyDraft);
  registerProgressRoutes(app, ctx);
  registerValidPriceRoute(app, ctx);
};

/** VMI: goods-receipt progress by invoice, the 862 price check, and applying drafts to stock. */
export default defineServerModule({ name: 'management/vmi', demoGrants: { OP: ['manage-gr-list', 'view-gr', 'manage-opo'], Manager: ['view-gr'] }, after: ['management/inventories'], register, seed: seedVmi });
