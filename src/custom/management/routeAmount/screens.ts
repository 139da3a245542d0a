import { ROUTE_QUERY_ACCESS } from '../../../contract/logistics';
import type { CustomScreen } from '../../../registry/types';

/** /management/routeQuote/routeAmountQuery (manage-route). */
export const routeAmountScreen: CustomScreen = {
  path: '/management/routeQuote/routeAmountQuery',
  specPath: '/management/routeQuote/routeAmountQuery',
  access: ROUTE_QUERY_ACCESS,
  menu: { group: 'management', section: 'routeQuote', order: 4 },
  label: { en: 'Route amount query', zh: '线路金额查询' },
  load: () => import('./RouteAmountPage'),
};
