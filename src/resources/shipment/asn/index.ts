import { defineModule } from '../../../registry/types';

/** ASNs: the managers' and the supplier's lists, the record page with items and bags, the transitions. */
export default defineModule({
  name: 'shipment/asn',
  views: { asnShow: () => import('./AsnShow'), asnEdit: () => import('./AsnEdit'), asnModifyShow: () => import('./AsnModifyShow') },
  loadMessages: () => import('./messages').then((m) => [m.asnMessages]),
  // Named, not imported: the model stays off the first page.
  resources: ['asn_order', 'my_asn', 'asn_modify'],
});
