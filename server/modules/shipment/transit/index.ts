import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerEcpoRoutes } from './ecpoRoutes';
import { registerJusdaRoutes } from './jusdaRoutes';
import { registerMailImportRoutes } from './mailImport';
import { registerPdcRoutes } from './pdcRoutes';
import { seedTransit } from './seed';
import { transitMigration } from './tables';

/** In transit: PDC shipments (on-way, notices), ECPO on-way links, Jusda tracking lookups, record shipment. */
export default defineServerModule({
  name: 'shipment/transit',
  demoGrants: { OP: ['manage-pdc', 'ignore-logistics-manage'], Manager: ['view-pdc'] },
  register: (app: FastifyInstance, ctx: FeatureContext) => {
    registerPdcRoutes(app, ctx);
    registerMailImportRoutes(app, ctx);
    registerEcpoRoutes(app, ctx);
    registerJusdaRoutes(app, ctx);
  },
  migrations: [transitMigration],
  seed: seedTransit,
});
