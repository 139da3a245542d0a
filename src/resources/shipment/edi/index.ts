import { defineModule } from '../../../registry/types';

/** EDI 850 purchase orders and 855 acknowledgements: declared pages, lists with "Export X12" on a selection, and the X12 import. */
export default defineModule({
  name: 'shipment/edi',
  loadMessages: () => import('./messages').then((m) => [m.ediMessages]),
  views: { edi850Show: () => import('./Edi850Show'), edi855Show: () => import('./Edi855Show') },
});
