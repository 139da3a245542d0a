import { ASN_MODIFY_ACCESS, REVIEW_ASN } from '../../../../src/resources/shipment/asn/model';
import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerAsnEffects } from './effects';
import { registerInventoryRoutes } from './inventories';
import { registerRmaFromAsn } from './rmaFromAsn';
import { registerModifyEffect, registerModifyRoutes } from './modify';
import { registerAsnRoutes } from './routes';
import { seedAsns } from './seed';

const register: FeatureRegistrar = (app, ctx) => {
  registerAsnEffects();
  registerAsnRoutes(app, ctx);
  registerModifyEffect();
  registerModifyRoutes(app, ctx);
  registerInventoryRoutes(app, ctx);
  registerRmaFromAsn(app, ctx);
};

/** ASNs: items and bag allocations, states with stock moves, the ASN calls, counters and demo ASNs. */
export default defineServerModule({
  name: 'shipment/asn',
  // Invoice numbers come from the orders' numbering function; the demo ASNs draw on stock, prices and orders.
  after: ['shipment/asnEditor', 'shipment/customerOrder', 'management/inventories', 'management/priceTi', 'shipment/bangtai', 'shipment/rma'],
  register,
  seed: seedAsns,
  permissions: [REVIEW_ASN, ...ASN_MODIFY_ACCESS.permissions],
  demoGrants: {
    OP: ['manage-asn', 'manage-asn-modify'],
    Manager: ['view-asn', REVIEW_ASN],
    Supplier: ['send-asn'],
    // The review queues' role (server/modules/events/auditItem grants it the queues); it also reads the ASNs it reviews.
    AsnReviewer: ['view-asn', REVIEW_ASN],
  },
});
