import { defineServerModule } from '../../types';
import { registerArImport } from './arImport';
import { registerCustomerLookups } from './lookups';
import { demoRows } from './demo';

/** Customer master data's calls beyond CRUD: the user's BGs, the end-customer lookups, the AR import. */
export default defineServerModule({
  name: 'basic/customer',
  demoRows,
  demoGrants: { OP: ['manage-bg', 'manage-bu', 'manage-entity', 'manage-crm', 'manage-payment-term', 'manage-deliver-term', 'manage-end-customer', 'view-crm'], Manager: ['view-crm', 'manage-crm-lock', 'view-end-customer', 'manage-bg', 'manage-bu', 'asn-ar-sales-review'] },
  register: (app, ctx) => {
    registerCustomerLookups(app, ctx);
    registerArImport(app, ctx);
  },
});
