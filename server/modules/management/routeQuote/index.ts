import { defineServerModule } from '../../types';
import { registerRouteAmountRoutes } from './routeAmount';
import { registerQuoteRules } from './quoteRules';
import { registerRouteQuoteRoutes } from './routes';
import { seedRouteQuotes } from './seed';

/** Logistics prices: quotation files, the overlap check and the route-amount query. */
export default defineServerModule({
  name: 'management/routeQuote',
  demoGrants: { OP: ['manage-route-charge', 'manage-city-station', 'manage-route-quote', 'manage-route'], Manager: ['manage-route'] },
  after: ['shipment/rma'], // its demo files go to the logistics file store
  register: (app, ctx) => {
    registerRouteQuoteRoutes(app, ctx);
    registerRouteAmountRoutes(app, ctx);
    registerQuoteRules(app, ctx.db);
  },
  seed: seedRouteQuotes,
});
