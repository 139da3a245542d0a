import { resourceEntry } from '../../../registry/entries';
import type { CustomScreen } from '../../../registry/types';

const routeQuote = resourceEntry('route_quote');

/** Create a quote prefilled from another (the route price setting screen's rule). */
export const duplicateQuoteScreen: CustomScreen = {
  path: '/management/routeQuote/routePriceSetting/duplicate/:id',
  specPath: '/management/routeQuote/routePriceSetting/duplicate/{id}',
  access: routeQuote.access,
  parent: routeQuote.route,
  label: { en: 'Duplicate route quote', zh: '复制线路报价' },
  load: () => import('./DuplicatePage'),
};
