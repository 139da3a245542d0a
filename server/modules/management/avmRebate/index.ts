import { defineServerModule } from '../../types';
import { seedAvmRebate } from './seed';
import { registerRebateSummaryRoutes } from './summaryRoutes';

/** Rebate settings (declared) and the rebate summaries by customer and by year. */
export default defineServerModule({
  name: 'management/avmRebate',
  demoGrants: { OP: ['manage-avm-reconciliation-rebate-setting'] },
  after: ['shipment/customerOrder'],
  register: registerRebateSummaryRoutes,
  seed: seedAvmRebate,
});
