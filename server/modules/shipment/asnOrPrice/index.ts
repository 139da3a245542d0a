import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerOrPriceRoutes } from './routes';

const register: FeatureRegistrar = (app, ctx) => registerOrPriceRoutes(app, ctx);

/** The OR price check of ASN items and the remark of its abnormal records (the report itself is declared). */
export default defineServerModule({ name: 'shipment/asnOrPrice', after: ['shipment/asn', 'shipment/orOrder'], register, demoGrants: { Manager: ['manage-monitor'] } });
