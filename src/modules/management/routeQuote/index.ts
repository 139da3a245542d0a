import { defineModule } from '../../types';
import { routeAmountScreen } from './amountQuery/screens';
import { duplicateQuoteScreen } from './duplicate/screens';
import { routeQuoteMessages } from './messages';

/** Logistics prices: stations, expense items and quotes are declarations; duplicate and the amount query are screens. */
export default defineModule({
  name: 'management/routeQuote',
  screens: [duplicateQuoteScreen, routeAmountScreen],
  // The quote's buttons sit on the generic list and show pages: their words load with the first page.
  messages: [routeQuoteMessages],
  views: { routeQuoteShow: () => import('./screens/RouteQuoteShow') },
});
