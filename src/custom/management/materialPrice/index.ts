import { defineModule } from '../../../registry/types';
import { materialPriceScreen } from './screens';

/** Every material's prices in effect on a day (the v2 price table's words). */
export default defineModule({ name: 'management/materialPrice', screens: [materialPriceScreen], loadMessages: () => Promise.all([import('../../../resources/management/priceTi/actions/actionMessages'), import('../../../resources/management/priceTi/messages')]).then(([m0, m1]) => [m0.priceTiActionMessages, m1.priceTiMessages]) });
