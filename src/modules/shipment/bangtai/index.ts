import { defineModule } from '../../types';
import { bangtaiResources } from './model';
import { bangtaiJusdaScreen } from './jusda/screens';

/** The 3PL warehouse (Bangtai): declared lists, the notices' status action and the per-customer Jusda view. */
export default defineModule({ name: 'shipment/bangtai', screens: [bangtaiJusdaScreen], loadMessages: () => import('./messages').then((m) => [m.bangtaiMessages]), resources: bangtaiResources.map((r) => r.name) });
