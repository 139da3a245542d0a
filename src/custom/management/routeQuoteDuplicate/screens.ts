import { routeQuote } from '../../../resources/management/routeQuote/model/routeQuote';
import type { CustomScreen } from '../../../registry/types';

/** Create a quote prefilled from another (the route price setting screen's rule). */
export const duplicateQuoteScreen: CustomScreen = {
  path: '/management/routeQuote/routePriceSetting/duplicate/:id',
  specPath: '/management/routeQuote/routePriceSetting/duplicate/{id}',
  access: routeQuote.access,
  parent: routeQuote.route,
  label: { en: 'Duplicate route quote', zh: '复制线路报价' },
  load: () => import('./DuplicatePage'),
};
