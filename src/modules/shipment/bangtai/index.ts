import { defineModule } from '../../types';
import { bangtaiJusdaScreen } from './jusda/screens';
import { bangtaiMessages } from './messages';

/** The 3PL warehouse (Bangtai): declared lists, the notices' status action and the per-customer Jusda view. */
export default defineModule({ name: 'shipment/bangtai', screens: [bangtaiJusdaScreen], messages: [bangtaiMessages] });
