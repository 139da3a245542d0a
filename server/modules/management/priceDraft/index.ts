import { PRICE_DRAFT_EFFECT } from '../../../../src/resources/management/priceDraft/model/priceDraftRules';
import { registerAuditCounter } from '../../../auth/auditCount';
import { registerTransitionEffect } from '../../../records/transitionEffects';
import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerDraftChangesRoute } from './changesRoute';
import { auditDraftCounter, draftsToAudit } from './counts';
import { registerDraftImportRoute } from './draftImport';
import { registerDraftTemplateRoute } from './draftTemplate';
import { putDraftInEffect } from './putInEffect';
import { seedPriceDrafts } from './seed';

const register: FeatureRegistrar = (app, ctx) => {
  registerTransitionEffect(PRICE_DRAFT_EFFECT, putDraftInEffect);
  registerAuditCounter(draftsToAudit);
  registerDraftImportRoute(app, ctx);
  registerDraftTemplateRoute(app, ctx);
  registerDraftChangesRoute(app, ctx);
};

/**
 * Price drafts (declared: list, edit, lines, finish and the two audit levels): the draft import, what
 * a draft changes (its lines beside the prices they supersede), the level-02 effect that puts prices
 * in effect, and the counts of drafts waiting for a user's audits.
 */
export default defineServerModule({ name: 'management/priceDraft', demoGrants: { OP: ['manage-price', 'import-price-draft'], PriceAudit01: ['audit-price-draft-01'], PriceAudit02: ['audit-price-draft-02', 'list-all-price-draft'] }, after: ['management/priceTi'], register, seed: seedPriceDrafts, counters: [auditDraftCounter] });
