import { defineServerModule } from '../../types';
import { registerAvmSellRoutes } from './routes';
import { seedAvmSell } from './seed';

/** AVM sell reconciliation: lines from the shipped SOs with the customers' rebates, history upload, cancel, views, export. */
export default defineServerModule({
  name: 'management/avmSell',
  demoGrants: { OP: ['manage-avm-reconciliation-sell'] },
  after: ['shipment/customerOrder', 'management/avmRebate'],
  register: registerAvmSellRoutes,
  seed: seedAvmSell,
  migrations: [{ name: 'feature avm sell: defaults', statements: [`alter table avm_recon_sell alter column status set default 'draft'`, `alter table avm_recon_sell alter column line_count set default 0`] }],
});
