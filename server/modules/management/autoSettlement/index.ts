import { defineServerModule } from '../../types';
import { registerAutoSettlementRoutes } from './routes';
import { seedAutoSettlement } from './seed';

/** Auto settlement (SAP): SAP's settlement lines imported, matched to shipped sales orders, error rows corrected. */
export default defineServerModule({
  name: 'management/autoSettlement',
  demoGrants: { OP: ['view-auto-settlement', 'manage-auto-settlement'], Manager: ['view-auto-settlement'] },
  after: ['shipment/customerOrder'],
  register: registerAutoSettlementRoutes,
  seed: seedAutoSettlement,
});
