import { defineModule } from '../../../registry/types';

/** VMI: goods receipts and their progress by invoice; the deduction, OPO and 862 drafts are declared. */
export default defineModule({
  name: 'management/vmi',
  loadMessages: () => Promise.all([import('./actions/actionMessages'), import('./messages')]).then(([m0, m1]) => [m0.vmiActionMessages, m1.vmiMessages]),
});
