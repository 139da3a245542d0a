import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerAsnCounterRoute } from './asnCounters';
import { auditItemCounters } from './counters';
import { registerAuditItemRoutes } from './routes';
import { seedAuditItems } from './seed';
import { auditItemMigration } from './tables';

const register: FeatureRegistrar = (app, ctx) => {
  registerAuditItemRoutes(app, ctx);
  registerAsnCounterRoute(app, ctx);
};

/**
 * The ASN audit items (R18) behind the message centre's review queues: the /api/v2/audit-item calls,
 * the queues' dataset counters, the header's ASN counters (GET /api/v1/counter/asn), demo items. Other modules raise items and hear decisions through
 * outcomes.ts. The reviewer demo role holds every queue's review permission.
 */
export default defineServerModule({
  name: 'events/auditItem',
  register,
  migrations: [auditItemMigration],
  counters: auditItemCounters,
  demoGrants: { AsnReviewer: ['review-asn', 'asn-ar-sales-review', 'asn-ar-finance-review', 'asn-ar-asset-review', 'manage-prepaid-manager'], Manager: ['review-asn', 'asn-ar-sales-review'] },
  seed: seedAuditItems,
  // Its demo items name the demo ASNs.
  after: ['shipment/asn'],
});
