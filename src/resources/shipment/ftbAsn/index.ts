import { defineModule } from '../../../registry/types';
import { ftbAsnEventWords } from './eventWords';

/** FTB ASNs: the list with its maxout view, the record page with items, proposed changes and the invoice number. */
export default defineModule({
  name: 'shipment/ftbAsn',
  views: { ftbAsnList: () => import('./FtbAsnList'), ftbAsnShow: () => import('./FtbAsnShow'), ftbAsnEdit: () => import('./FtbAsnEdit') },
  messages: [ftbAsnEventWords],
  loadMessages: () => import('./messages').then((m) => [m.ftbAsnMessages]),
  // Named, not imported: the model stays off the first page.
  resources: ['ftb_asn'],
});
