import { defineModule } from '../../../registry/types';
import { routeAmountScreen } from './screens';

/** The route amount query. */
export default defineModule({ name: 'management/routeAmount', screens: [routeAmountScreen], loadMessages: () => import('../../../resources/management/routeQuote/messages').then((m) => [m.routeQuoteMessages]) });
