import { defineModule } from '../../../registry/types';
import { asnResources } from './model';

/** ASNs: the managers' and the supplier's lists, the record page with items and bags, the transitions. */
export default defineModule({
  name: 'shipment/asn',
  views: { asnShow: () => import('./AsnShow'), asnEdit: () => import('./AsnEdit'), asnModifyShow: () => import('./AsnModifyShow') },
  loadMessages: () => import('./messages').then((m) => [m.asnMessages]),
  resources: asnResources.map((r) => r.name),
});
