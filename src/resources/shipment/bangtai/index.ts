import { defineModule } from '../../../registry/types';

/** The 3PL warehouse (Bangtai): declared lists, the notices' status action and the per-customer Jusda view. */
export default defineModule({ name: 'shipment/bangtai', loadMessages: () => import('./messages').then((m) => [m.bangtaiMessages]) });
