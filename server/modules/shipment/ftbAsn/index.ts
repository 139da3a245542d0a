import { FTB_BILL_DATE, FTB_EDIT, FTB_MAXOUT, FTB_REVIEW, FTB_VIEW } from '../../../../src/resources/shipment/ftbAsn/model';
import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerInvoiceRoutes } from './invoices';
import { registerItemRoutes } from './items';
import { registerFtbOutcomes } from './outcomes';
import { registerReportRoutes } from './reports';
import { seedFtbAsns } from './seed';
import { ftbItemChangeMigration } from './tables';
import { registerThrowEffect } from './throwAsn';

const register: FeatureRegistrar = (app, ctx) => {
  registerThrowEffect();
  registerFtbOutcomes();
  registerItemRoutes(app, ctx);
  registerInvoiceRoutes(app, ctx);
  registerReportRoutes(app, ctx);
};

/**
 * FTB ASNs (bonded shipments announced by the forwarder): the item-change and maxout reviews through
 * the audit items, invoice numbers, the maxout view and reports, the throw into an ASN draft, demo rows.
 */
export default defineServerModule({
  name: 'shipment/ftbAsn',
  // Demo rows draw on the price tables and customers; the throw makes ASNs; reviews are audit items.
  after: ['shipment/asn', 'events/auditItem', 'management/priceTi'],
  register,
  migrations: [ftbItemChangeMigration],
  seed: seedFtbAsns,
  demoGrants: {
    OP: [FTB_VIEW, FTB_EDIT, FTB_BILL_DATE, FTB_MAXOUT],
    Manager: [FTB_VIEW, FTB_MAXOUT],
    AsnReviewer: [FTB_VIEW, FTB_REVIEW, FTB_MAXOUT],
  },
});
