import { defineModule } from '../../types';
import { qualityMessages } from './messages';

/** Quality certificates (with their documents) and SAP purchases: declared lists plus the document and void actions. */
export default defineModule({ name: 'shipment/quality', messages: [qualityMessages] });
