import { defineServerModule } from '../../types';
import { manufacturerRows, productLineRows, vendorRows } from './demo/company';

/** Manufacturers, vendors and product lines: declared only (generic routes); their demo rows and grants. */
export default defineServerModule({
  name: 'basic/company',
  demoRows: { manufacturer: manufacturerRows, vendor: vendorRows, product_line: productLineRows },
  demoGrants: { OP: ['manage-manufacturer-manager', 'manager-vendor-edit', 'manage-product_line'], Manager: ['view-manufacturer-manager'] },
});
