import { defineServerModule } from '../../types';
import { registerAvmPurchaseRoutes } from './routes';
import { seedAvmPurchase } from './seed';

/** AVM purchase reconciliation: calculate from the POs, the vendor's confirmed lines, service fee, export. */
export default defineServerModule({
  name: 'management/avmPurchase',
  demoGrants: { OP: ['manage-avm-reconciliation-purchase'] },
  after: ['shipment/purchaseOrder'],
  register: registerAvmPurchaseRoutes,
  seed: seedAvmPurchase,
  // Status and figures are read-only to clients: a new reconciliation takes them from the database.
  migrations: [{ name: 'feature avm purchase: defaults', statements: [`alter table avm_recon_purchase alter column status set default 'draft'`, `alter table avm_recon_purchase alter column line_count set default 0`] }],
});
