import { defineModule } from '../../../registry/types';
import { asnJusdaScreen } from './screens';

/** The 3PL (Jusda/Bangtai) view of one ASN invoice. */
export default defineModule({ name: 'shipment/asnJusda', screens: [asnJusdaScreen], loadMessages: () => import('./messages').then((m) => [m.asnJusdaMessages]) });
