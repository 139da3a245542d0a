import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerAsnJusdaRoute } from './routes';

const register: FeatureRegistrar = (app, ctx) => {
  registerAsnJusdaRoute(app, ctx);
};

/** The 3PL (Jusda/Bangtai) view of an ASN invoice: its inbound notices and the warehouse's moves on them. */
export default defineServerModule({ name: 'shipment/asnJusda', after: ['shipment/asn', 'shipment/bangtai'], register });
