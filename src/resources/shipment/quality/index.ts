import { defineModule } from '../../../registry/types';

/** Quality certificates (with their documents) and SAP purchases: declared lists plus the document and void actions. */
export default defineModule({ name: 'shipment/quality', loadMessages: () => import('./messages').then((m) => [m.qualityMessages]) });
