import { defineModule } from '../../../registry/types';

/** AVM sell reconciliation: a declaration whose page adds the line views, build details, cancel and export. */
export default defineModule({
  name: 'management/avmSell',
  loadMessages: () => import('./messages').then((m) => [m.avmSellMessages]),
  resources: ['avm_recon_sell'],
  views: { avmSellShow: () => import('./AvmSellShow') },
});
