import { defineModule } from '../../../registry/types';
import { reconciliationSummaryScreen } from './screens';

/** Reconciliation summary: purchase, sell, rebate, refund and account-manager figures by month and customer; the AVM employee rows. */
export default defineModule({
  name: 'management/reconciliationSummary',
  screens: [reconciliationSummaryScreen],
  loadMessages: () => import('./messages').then((m) => [m.reconciliationSummaryMessages]),
});
