import { defineModule } from '../../../registry/types';

/** AVM purchase reconciliation: a declaration whose page adds the lines, calculate, the service fee and export. */
export default defineModule({
  name: 'management/avmPurchase',
  loadMessages: () => import('./messages').then((m) => [m.avmPurchaseMessages]),
  views: { avmPurchaseShow: () => import('./AvmPurchaseShow') },
});
