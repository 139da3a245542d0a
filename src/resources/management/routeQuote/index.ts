import { defineModule } from '../../../registry/types';

/** Logistics prices: stations, expense items and quotes are declarations; duplicate and the amount query are screens. */
export default defineModule({
  name: 'management/routeQuote',
  loadMessages: () => import('./messages').then((m) => [m.routeQuoteMessages]),
  views: { routeQuoteShow: () => import('./RouteQuoteShow') },
});
