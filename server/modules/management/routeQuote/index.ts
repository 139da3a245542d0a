import { defineServerModule } from '../../types';
import { registerRouteAmountRoutes } from './routeAmount';
import { registerRouteQuoteRoutes } from './routes';
import { seedRouteQuotes } from './seed';

/** Logistics prices: quotation files, the overlap lookup and the route-amount query (the field rules are declared). */
export default defineServerModule({
  name: 'management/routeQuote',
  demoGrants: { OP: ['manage-route-charge', 'manage-city-station', 'manage-route-quote', 'manage-route'], Manager: ['manage-route'] },
  after: ['shipment/rma'], // its demo files go to the logistics file store
  register: (app, ctx) => {
    registerRouteQuoteRoutes(app, ctx);
    registerRouteAmountRoutes(app, ctx);
  },
  seed: seedRouteQuotes,
});
