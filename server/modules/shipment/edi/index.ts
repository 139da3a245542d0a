import { SEND_850_EFFECT } from '../../../../src/resources/shipment/edi/model/edi850';
import { registerTransitionEffect } from '../../../records/transitionEffects';
import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerDocumentRoutes, sendEffect } from './documentRoutes';
import { registerItemRoutes } from './itemRoutes';
import { seedEdi } from './seed';
import { ediMigrations } from './tables';

const register: FeatureRegistrar = (app, ctx) => {
  registerTransitionEffect(SEND_850_EFFECT, sendEffect);
  registerDocumentRoutes(app, ctx);
  registerItemRoutes(app, ctx);
};

/** EDI 850 purchase orders (X12 import, export, item edits, history) and their 855 acknowledgements. */
export default defineServerModule({ name: 'shipment/edi', demoGrants: { OP: ['manage-850-query-manager', 'manage-850-edit-manager', 'manage-850-send-manager', 'manage-855-manager'] }, register, migrations: ediMigrations, seed: seedEdi });
