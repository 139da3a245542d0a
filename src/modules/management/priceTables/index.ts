import { defineModule } from '../../types';
import { priceRecordMessages } from './messages';

/** Price records: the v1 price tables' generic lists under one tabbed screen; the rest is declared. */
export default defineModule({
  name: 'management/priceTables',
  views: { priceRecordList: () => import('./priceRecord/PriceRecordList') },
  // The list view loads with the generic list, not with a module screen.
  messages: [priceRecordMessages],
});
