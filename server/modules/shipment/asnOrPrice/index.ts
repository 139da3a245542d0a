import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerMonitorRoute } from './monitor';
import { registerOrPriceRoutes } from './routes';
import { seedOrPrices } from './seed';

const register: FeatureRegistrar = (app, ctx) => {
  registerOrPriceRoutes(app, ctx);
  registerMonitorRoute(app, ctx);
};

/** The OR price check of ASN items, the remark of its abnormal records (the report itself is declared), and the ASN price monitor. */
export default defineServerModule({ name: 'shipment/asnOrPrice', after: ['shipment/asn', 'shipment/orOrder'], register, seed: seedOrPrices, demoGrants: { Manager: ['manage-monitor'] } });
