import { defineModule } from '../../../registry/types';
import { duplicateQuoteScreen } from './screens';

/** A route quote prefilled from another. */
export default defineModule({ name: 'management/routeQuoteDuplicate', screens: [duplicateQuoteScreen], loadMessages: () => import('../../../resources/management/routeQuote/messages').then((m) => [m.routeQuoteMessages]) });
