import { QUARTER_QUOTE_EFFECT, QUOTE_EFFECT } from '../../../../src/resources/management/rfq/model/rfq';
import { registerTransitionEffect } from '../../../records/transitionEffects';
import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { quarterQuoteEffect, quoteEffect } from './effects';
import { registerRfqRoutes } from './routes';
import { seedRfqs } from './seed';
import { registerSheetRoutes } from './sheets';

const register: FeatureRegistrar = async (app, ctx) => {
  registerTransitionEffect(QUOTE_EFFECT, quoteEffect);
  registerTransitionEffect(QUARTER_QUOTE_EFFECT, quarterQuoteEffect);
  registerRfqRoutes(app, ctx);
  registerSheetRoutes(app, ctx);
};

/** RFQs: the declared admin and "my RFQs" lists and stages, plus detail, quotation sheet, quote import, preview, quarter prices. */
export default defineServerModule({ name: 'management/rfq', register, seed: seedRfqs });
