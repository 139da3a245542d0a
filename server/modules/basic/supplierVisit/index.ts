import { defineServerModule } from '../../types';
import { supplierVisitRows } from './demo';

/** Supplier visits: declared only (generic routes); their demo rows and the demo roles' grants. */
export default defineServerModule({
  name: 'basic/supplierVisit',
  after: ['basic/company'],
  demoRows: { supplier_visit: supplierVisitRows },
  demoGrants: { OP: ['manage-supplier-visit'], Manager: ['view-supplier-visit'] },
});
