import { defineModule } from '../../types';
import { routeQuoteResources } from './model';
import { routeAmountScreen } from './amountQuery/screens';
import { duplicateQuoteScreen } from './duplicate/screens';

/** Logistics prices: stations, expense items and quotes are declarations; duplicate and the amount query are screens. */
export default defineModule({
  name: 'management/routeQuote',
  screens: [duplicateQuoteScreen, routeAmountScreen],
  loadMessages: () => import('./messages').then((m) => [m.routeQuoteMessages]),
  resources: routeQuoteResources.map((r) => r.name),
  views: { routeQuoteShow: () => import('./screens/RouteQuoteShow') },
});
