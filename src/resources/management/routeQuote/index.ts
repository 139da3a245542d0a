import { defineModule } from '../../../registry/types';
import { routeQuoteResources } from './model';

/** Logistics prices: stations, expense items and quotes are declarations; duplicate and the amount query are screens. */
export default defineModule({
  name: 'management/routeQuote',
  loadMessages: () => import('./messages').then((m) => [m.routeQuoteMessages]),
  resources: routeQuoteResources.map((r) => r.name),
  views: { routeQuoteShow: () => import('./RouteQuoteShow') },
});
