import { defineModule } from '../../../registry/types';
import { bangtaiResources } from './model';

/** The 3PL warehouse (Bangtai): declared lists, the notices' status action and the per-customer Jusda view. */
export default defineModule({ name: 'shipment/bangtai', loadMessages: () => import('./messages').then((m) => [m.bangtaiMessages]), resources: bangtaiResources.map((r) => r.name) });
